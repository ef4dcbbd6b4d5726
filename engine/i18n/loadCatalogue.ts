import { hasCatalogue, registerCatalogue, type Locale } from './translate';

/** Loads a language's catalogue once (its own chunk in the browser); Chinese is always loaded. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (hasCatalogue(locale)) return;
  if (locale === 'en') registerCatalogue('en', (await import('../../schemas/messages/en.json')).default);
}
