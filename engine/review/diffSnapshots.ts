import type { Locale } from '../i18n/translate';
import { resolveForm } from '../schemas/resolveForm';
import type { Dictionary, FormConfig } from '../schemas/types';
import { diffFields } from './diffFields';
import { diffMaterials, type MaterialWords } from './diffMaterials';
import type { SnapshotChange, SubmissionSnapshot, SubmittedRecord } from './types';

export interface DiffContext {
  forms: ReadonlyMap<string, FormConfig>;
  dictionaries: ReadonlyMap<string, Dictionary>;
  /** The business's material groups, named in the reader's language. */
  groups: ReadonlyArray<{ id: string; name: string }>;
  /** The name a party type goes by in this business (卖方, 抵押权人 ...). */
  partyRole: (sqrLx: string) => string;
  locale: Locale;
  words: MaterialWords;
}

type Kind = 'party' | 'unit' | 'rights';

/**
 * What changed from one submission to the next, field by field (docs/decisions/0053): each line
 * names its section (the form's title), its record (a party as "卖方 张三", a unit by its address,
 * a rights record by its form), the field's label and the values before and after as the citizen
 * reads them (dictionary codes as text), ID and phone numbers masked. Records are the same record
 * when their id is; one added or removed lists its fields with null on the other side. Material
 * groups say how many pictures were added and removed.
 */
export function diffSnapshots(before: SubmissionSnapshot, after: SubmissionSnapshot, context: DiffContext): SnapshotChange[] {
  const en = context.locale === 'en';
  const titleOf = (form: FormConfig | undefined, id: string) => (form ? ((en && form.titleEn) || form.title) : id);
  const recordName = (kind: Kind, record: SubmittedRecord & { sqr_lx?: string }, title: string) => {
    if (kind === 'party') return [context.partyRole(record.sqr_lx ?? ''), record.data.sqr_name].filter(Boolean).join(' ');
    if (kind === 'unit') return String(record.data.zl || record.data.bdcdyh || title);
    return title;
  };

  const changes: SnapshotChange[] = [];
  const compare = <R extends SubmittedRecord>(kind: Kind, old: R[], now: R[]) => {
    const ids = [...new Set([...now.map((record) => record.id), ...old.map((record) => record.id)])];
    for (const id of ids) {
      const was = old.find((record) => record.id === id);
      const is = now.find((record) => record.id === id);
      const current = (is ?? was)!;
      const form = context.forms.get(current.form);
      const section = titleOf(form, current.form);
      const record = recordName(kind, current, section);
      const resolved = form ? resolveForm(form, context.dictionaries) : undefined;
      for (const change of diffFields(resolved, was?.data, is?.data, context.locale)) changes.push({ section, record, ...change });
    }
  };
  compare('party', before.parties, after.parties);
  compare('unit', before.units, after.units);
  compare('rights', before.rights, after.rights);
  return [...changes, ...diffMaterials(before.materials, after.materials, context.groups, context.words)];
}
