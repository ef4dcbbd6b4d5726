import type { SchemaRegistry } from '../schemas/types';
import type { Vocabulary } from './types';

/**
 * The registry's vocabulary. Without it nothing can say what a state allows, so its absence (a
 * file refused by schemas:check) is a broken configuration, not something to guess around.
 */
export function vocabularyOf(registry: Pick<SchemaRegistry, 'vocabulary'>): Vocabulary {
  if (!registry.vocabulary) throw new Error('schemas/vocabulary/vocabulary.json is missing or refused by schemas:check');
  return registry.vocabulary;
}
