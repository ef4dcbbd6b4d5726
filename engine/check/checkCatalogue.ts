import type { BusinessCatalogue, TitleConfig } from '../schemas/types';
import type { PresentIds } from './presentIds';
import { pointer, type Problem } from './types';

/** Business ids are unique, each business names an existing title configuration, each parent an existing type. */
export function checkCatalogue(file: string, catalogue: BusinessCatalogue, titles: ReadonlyMap<string, TitleConfig>, present: PresentIds): Problem[] {
  const problems: Problem[] = [];
  const ranges = new Set(catalogue.types.map((type) => type.examplerange));
  const ids = new Set<string>();
  catalogue.parents.forEach((parent, parentIndex) => {
    if (!ranges.has(parent.examplerange)) {
      problems.push({ file, pointer: pointer('parents', parentIndex, 'examplerange'), reason: `no business type with examplerange "${parent.examplerange}"` });
    }
    parent.Prodefs.forEach((business, index) => {
      const at = pointer('parents', parentIndex, 'Prodefs', index);
      if (ids.has(business.id)) problems.push({ file, pointer: `${at}/id`, reason: `duplicate business id "${business.id}"` });
      ids.add(business.id);
      if (!titles.has(business.titleConfig) && !present.titles.has(business.titleConfig)) problems.push({ file, pointer: `${at}/titleConfig`, reason: `unknown title configuration "${business.titleConfig}"` });
    });
  });
  return problems;
}
