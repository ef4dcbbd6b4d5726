import type { BusinessCatalogue } from '../schemas/types';
import { pointer, warning, type Problem } from './types';

/**
 * Every business of the catalogue has its guide (业务须知, `guide`), which the citizen reads
 * before starting one. A warning, not an error: the hall still files the business, and says it
 * has no guide ("暂无业务须知").
 */
export function checkGuides(file: string, catalogue: BusinessCatalogue): Problem[] {
  return catalogue.parents.flatMap((parent, parentIndex) =>
    parent.Prodefs.flatMap((business, index) =>
      (business as { guide?: unknown }).guide
        ? []
        : [warning(file, pointer('parents', parentIndex, 'Prodefs', index), `business "${business.id}" has no guide (业务须知): its citizens start without one`)],
    ),
  );
}
