import { kindOfPath } from '../schemas/schemaKinds';
import type { CheckFile } from './types';

/**
 * Ids of every configuration file that exists, read from file names (ids must equal them), even
 * when the file itself is broken. A reference to a broken file is then not reported again: the
 * broken file reports its own problem, once, where it is.
 */
export interface PresentIds {
  forms: Set<string>;
  dictionaries: Set<string>;
  titles: Set<string>;
  pages: Map<string, 'fill' | 'detail'>;
}

export function presentIds(files: readonly CheckFile[]): PresentIds {
  const ids: PresentIds = { forms: new Set(), dictionaries: new Set(), titles: new Set(), pages: new Map() };
  for (const file of files) {
    const name = file.path.split('/').pop()?.replace(/\.json$/, '') ?? '';
    switch (kindOfPath(file.path)) {
      case 'form':
        ids.forms.add(name);
        break;
      case 'dictionary':
        ids.dictionaries.add(name);
        break;
      case 'title':
        ids.titles.add(name);
        break;
      case 'page':
        if (file.path.startsWith('pages/fill/')) ids.pages.set(name, 'fill');
        else if (file.path.startsWith('pages/detail/')) ids.pages.set(name, 'detail');
        break;
      default:
        break;
    }
  }
  return ids;
}
