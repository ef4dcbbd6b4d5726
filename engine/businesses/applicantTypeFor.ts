import type { SubBusiness } from '../schemas/types';

/**
 * The applicant type (SQRLX: 1 company, 2 individual) an application of this business is filed
 * as: a company for an enterprise-only business (yhlx 1, spec 001 L28 and section 6), which only
 * an enterprise account may start; an individual otherwise. It is stored on the application when
 * it is created, so the routing of a started application does not move with the catalogue.
 */
export function applicantTypeFor(business: Pick<SubBusiness, 'yhlx'> | undefined): '1' | '2' {
  return business?.yhlx === '1' ? '1' : '2';
}
