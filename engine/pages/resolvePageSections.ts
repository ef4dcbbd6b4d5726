import { evaluateCondition } from '../conditions/evaluateCondition';
import type { Facts } from '../conditions/types';
import type { PageConfig, PageSection } from '../schemas/types';
import { stateAllows } from '../vocabulary/stateAllows';
import type { Vocabulary } from '../vocabulary/types';

export interface SectionView<Row extends Record<string, unknown> = Record<string, unknown>> {
  section: PageSection;
  /** The section title, renamed by the business's alias (qlrAlias / ywrAlias) where it has one. */
  title: string;
  /** Whether the add button shows (e.g. rights info only while none exists). */
  canAdd: boolean;
  /** The records listed (rows failing `rowWhen` are left out, e.g. mortgagees without a certificate type). */
  rows: Row[];
}

export interface PageInput<Row extends Record<string, unknown>> {
  facts: Facts;
  aliases?: Partial<Record<'qlrAlias' | 'ywrAlias', string>>;
  /** Existing records by section id. */
  rows?: Record<string, Row[]>;
  locale?: 'zh-CN' | 'en';
}

/**
 * Which sections a fill or detail page shows, in its configured order, with the add button and
 * row filters decided by the page's rules (data, see schemas/pages).
 */
export function resolvePageSections<Row extends Record<string, unknown>>(page: PageConfig, input: PageInput<Row>): Array<SectionView<Row>> {
  // hideSectionsWhen (appointment mode) hides the record sections; the pictures, all that mode
  // fills, stay (a detail page would otherwise list every empty section with 暂无).
  const hidden = evaluateCondition(page.hideSectionsWhen ?? false, { facts: input.facts });
  const out: Array<SectionView<Row>> = [];
  for (const section of page.sections) {
    if (hidden && section.kind !== 'uploads') continue;
    const existing = input.rows?.[section.id] ?? [];
    const facts: Facts = { ...input.facts, rowCount: existing.length };
    if (!evaluateCondition(section.visibleWhen, { facts })) continue;
    const alias = section.aliasKey ? input.aliases?.[section.aliasKey] : undefined;
    const title = alias ?? (input.locale === 'en' ? (section.titleEn ?? section.title) : section.title);
    const canAdd = section.kind !== 'uploads' && evaluateCondition(section.addWhen, { facts });
    const rows = section.rowWhen ? existing.filter((row) => evaluateCondition(section.rowWhen, { facts, data: row })) : existing;
    out.push({ section, title, canAdd, rows });
  }
  return out;
}

/** Whether a detail page offers submission: the application's state allows it (the vocabulary) and the page's own submitWhen holds. */
export function canSubmit(page: PageConfig, facts: Facts, vocabulary: Vocabulary): boolean {
  return stateAllows(vocabulary, Number(facts.shzt), 'submit') && evaluateCondition(page.submitWhen, { facts });
}
