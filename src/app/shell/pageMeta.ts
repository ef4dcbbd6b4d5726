import pagesFile from '../../../schemas/app/pages.json';
import type { MessageKey } from '../../../engine/i18n/translate';

export interface PageMeta {
  name: string;
  titleKey: MessageKey;
  /** The header shows the refresh icon (only the five titles of spec 000 section 2). */
  refresh: boolean;
}

interface PageEntry {
  name: string;
  titleKey: string;
  refresh?: boolean;
}

const byName = new Map<string, PageMeta>(
  (pagesFile.pages as PageEntry[]).map((entry) => [
    entry.name,
    { name: entry.name, titleKey: entry.titleKey as MessageKey, refresh: entry.refresh === true },
  ]),
);

/** Title and header flags of a route name, else of the fallback name (a configured page's family); else the app name. */
export function pageMeta(name: string | undefined, fallback?: string): PageMeta {
  return (name && byName.get(name)) || (fallback && byName.get(fallback)) || { name: name ?? '', titleKey: 'app.name', refresh: false };
}

export function knownPageNames(): string[] {
  return [...byName.keys()];
}
