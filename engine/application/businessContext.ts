import { applicantTypeFor } from '../businesses/applicantTypeFor';
import { findBusiness } from '../businesses/findBusiness';
import type { Facts } from '../conditions/types';
import type { SchemaRegistry, SubBusiness, TitleConfig } from '../schemas/types';
import type { ApplicationFacts } from './types';

export interface BusinessContext {
  business: SubBusiness | undefined;
  titleConfig: TitleConfig | undefined;
  /** The facts rules read, all from the stored application and the catalogue. */
  facts: Facts;
}

/**
 * The facts every form of an application is checked with: its business from the catalogue
 * (djlx, qllx), the applicant type the application was stored with (else the one its business
 * files as: a company applicant on 100/23 is the business's choice, not the signed-in account's),
 * region, appointment mode and title configuration. `business` is undefined for a prodefid the catalogue does not know.
 */
export function businessContext(registry: SchemaRegistry, application: ApplicationFacts): BusinessContext {
  const business = findBusiness(registry.catalogue, application.prodefid)?.business;
  const titleConfig = business ? registry.titles.get(business.titleConfig) : undefined;
  const facts: Facts = {
    prodefid: application.prodefid,
    djlx: application.djlx ?? business?.djlx,
    qllx: application.qllx ?? business?.qllx,
    region: application.xzqdm,
    appointment: application.appointment ?? '0',
    yhlx: business?.yhlx,
    applicantType: application.applicantType ?? applicantTypeFor(business),
    qlxxIsShow: application.qlxxIsShow,
  };
  return { business, titleConfig, facts };
}
