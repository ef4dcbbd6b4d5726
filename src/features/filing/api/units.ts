import { api } from '../../../lib/api/client';
import type { Row } from './application';

/** The unit form's picker (decision 0062): the certificates the citizen holds, then a certificate's units. */

export interface HeldCertificate {
  bdcqzh: string;
  zl: string;
}

export function heldCertificates(): Promise<HeldCertificate[]> {
  return api.post<HeldCertificate[]>('/mpnw/api/singleApply/heldCertificates', {}, { loading: false, silent: true });
}

/** searchBdcdyInfoByBdcqzh: the certificate's units under the unit form's field names. */
export function unitsOfCertificate(bdcqzh: string, proinstid: string): Promise<Row[]> {
  return api.post<Row[]>('/mpnw/api/singleApply/searchBdcdyInfoByBdcqzh', { bdcqzh, proinstid });
}
