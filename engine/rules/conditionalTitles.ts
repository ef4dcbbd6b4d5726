import { evaluateCondition } from '../conditions/evaluateCondition';
import type { Condition } from '../conditions/types';
import type { FormConfig } from '../schemas/types';

/** A field title (and what its empty field asks for) that holds under a condition on the form's values (`x-titles`). */
export interface ConditionalTitle {
  when?: Condition;
  title: string;
  titleEn?: string;
  placeholder?: string;
  placeholderEn?: string;
}

/**
 * The titles a field takes from its `x-titles` for these values: the first entry whose `when`
 * holds (the enterprise profile's name field reads 企业名称, not 真实姓名). Fields without one
 * that holds keep their own title.
 */
export function conditionalTitles(form: FormConfig, data: Record<string, unknown>): Record<string, Omit<ConditionalTitle, 'when'>> {
  const titles: Record<string, Omit<ConditionalTitle, 'when'>> = {};
  for (const [field, schema] of Object.entries(form.schema.properties ?? {})) {
    const chosen = schema['x-titles']?.find((entry) => evaluateCondition(entry.when, { data }));
    if (chosen) {
      const { when: _when, ...title } = chosen;
      titles[field] = title;
    }
  }
  return titles;
}
