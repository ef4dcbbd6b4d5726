import type { Locale } from '../i18n/translate';
import type { BusinessCatalogue } from '../schemas/types';
import { findBusiness } from './findBusiness';

/** A business's 业务须知 from the catalogue, in the reader's language where it has one; undefined when it has none. */
export function businessGuide(catalogue: BusinessCatalogue | undefined, prodefid: string, locale: Locale): { title: string; content: string } | undefined {
  const guide = findBusiness(catalogue, prodefid)?.business.guide;
  if (!guide) return undefined;
  if (locale === 'en' && guide.contentEn) return { title: guide.titleEn ?? guide.title, content: guide.contentEn };
  return { title: guide.title, content: guide.content };
}
