import type { Locale } from '../../../engine/i18n/translate';
import type { BusinessCatalogue } from '../../../engine/schemas/types';

/**
 * Business selection (spec 001 section 2.1) from the catalogue under schemas/: the types of /sel,
 * and for /selapp the parent categories of a type with their sub-businesses. yhlx "0" (what /sel
 * sends) lists every business, enterprise-only ones included with their yhlx "1", so the client
 * can tell a personal account why it may not file them; yhlx "1" lists the enterprise-only ones.
 */
export function createSelectionService(catalogue: () => BusinessCatalogue | undefined) {
  return {
    applyTypes(locale: Locale) {
      const en = locale === 'en';
      return (catalogue()?.types ?? []).map((type) => ({
        examplename: (en && type.examplenameEn) || type.examplename,
        examplerange: type.examplerange,
        imgpath: type.imgpath,
      }));
    },

    selList(dylx: string, yhlx: string, locale: Locale) {
      const en = locale === 'en';
      return (catalogue()?.parents ?? [])
        .filter((parent) => parent.examplerange === dylx)
        .map((parent) => ({
          Id: parent.Id,
          Prodef_name: (en && parent.Prodef_nameEn) || parent.Prodef_name,
          Prodefs: parent.Prodefs.filter((business) => yhlx === '0' || business.yhlx === yhlx).map((business) => ({
            id: business.id,
            prodef_name: (en && business.prodef_nameEn) || business.prodef_name,
            yhlx: business.yhlx,
            djlx: business.djlx,
            qllx: business.qllx,
            code: business.code,
          })),
        }))
        .filter((parent) => parent.Prodefs.length > 0);
    },
  };
}
