import type { CertificateFacts } from '../../../engine/checks/types';
import type { Certificate, Encumbrances } from '../registry';

/** A certificate as the checks read it: its number, place, validity, holders and encumbrances (with the registry's derived words). */
export function certificateFacts(certificate: Certificate, encumbrances: Encumbrances): CertificateFacts {
  const { mortgages, seizures, objections, restrictions } = encumbrances;
  return { bdcqzh: certificate.bdcqzh, zl: certificate.zl, sfyx: certificate.sfyx, holders: certificate.holders, mortgages, seizures, objections, restrictions };
}
