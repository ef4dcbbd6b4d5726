import type { CertificateFacts } from '../../../engine/checks/types';
import type { Certificate, Encumbrances } from './types';

/** A certificate as the checks read it: its number, place, validity, units, holders and encumbrances (with the registry's derived words). */
export function certificateFacts(certificate: Certificate, encumbrances: Encumbrances): CertificateFacts {
  const { mortgages, seizures, objections, restrictions } = encumbrances;
  const units = [certificate.zdbdcdyid, ...certificate.bdcdyid.split('@')].filter(Boolean);
  return { bdcqzh: certificate.bdcqzh, zl: certificate.zl, sfyx: certificate.sfyx, holders: certificate.holders, units, mortgages, seizures, objections, restrictions };
}
