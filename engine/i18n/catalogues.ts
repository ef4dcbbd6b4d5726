import type { Locale } from './locale';

export type Catalogue = Record<string, string>;
/** Where a catalogue of a language is read from, per lookup (undefined: not there). */
export type CatalogueSource = (locale: Locale) => Catalogue | undefined;

/**
 * One set of message catalogues (the citizen's, the staff's). Two ways to fill it: the browser
 * registers what it bundled or fetched (`register`); the server reads the schema service's files of
 * SCHEMAS_DIR per lookup (`readFrom`, decision 0069), so an edited catalogue is answered at once.
 */
export function createCatalogues() {
  const registered: Partial<Record<Locale, Catalogue>> = {};
  let source: CatalogueSource = (locale) => registered[locale];
  return {
    register(locale: Locale, messages: Catalogue): void {
      registered[locale] = messages;
    },
    readFrom(next: CatalogueSource): void {
      source = next;
    },
    has: (locale: Locale): boolean => source(locale) !== undefined,
    /** The keys under a prefix, in the Chinese catalogue's order (a list of codes the catalogue has words for). */
    keysUnder: (prefix: string): string[] => Object.keys(source('zh-CN') ?? {}).filter((key) => key.startsWith(prefix)),
    /** A language's text of a key, else Chinese's (the specification's wording), else undefined. */
    text: (locale: Locale, key: string): string | undefined => source(locale)?.[key] ?? source('zh-CN')?.[key],
  };
}
