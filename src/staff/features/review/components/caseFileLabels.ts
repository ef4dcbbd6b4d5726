import type { CaseFile, CaseRecord, CaseRow } from '../../../../../engine/contract/staff/review';
import type { ReviewComment } from '../../../../../engine/review/types';

type Party = CaseFile['parties'][number];

/** How the page calls a party on its 批注 buttons: its name for the business and its name (抵押人 李秀英). */
export const partyName = (party: Party) => [party.alias ?? party.typeLabel, party.name].filter(Boolean).join(' ');

/** A party card's title: its name for the business with its type (抵押人（个人）), or its type alone. */
export const partyTitle = (party: Party) => (party.alias ? `${party.alias}（${party.typeLabel}）` : party.typeLabel);

/** A unit card's title: its form's title and its place among the units, from 1. */
export const unitTitle = (unit: CaseRecord, index: number) => `${unit.formTitle} ${index + 1}`;

/** A party's rows with the revealed ones (by field) in full. */
export const withRevealed = (rows: CaseRow[], revealed: CaseRow[] | undefined) => rows.map((row) => revealed?.find((full) => full.field === row.field) ?? row);

/**
 * What a stored comment is attached to, as the page labels it: a field of one record (its name and
 * the field's label), a field of a record's form, or a material group (by its name); '' for the
 * whole application.
 */
export function commentTarget(file: Pick<CaseFile, 'parties' | 'units' | 'rights' | 'materials'>, comment: ReviewComment): string {
  const named = [
    ...file.parties.map((party) => ({ record: party as CaseRecord, name: partyName(party) })),
    ...file.units.map((unit, index) => ({ record: unit, name: unitTitle(unit, index) })),
    ...file.rights.map((rights) => ({ record: rights as CaseRecord, name: rights.formTitle })),
  ];
  const own = comment.record ? named.find((entry) => entry.record.id === comment.record) : undefined;
  const record = own?.record ?? (comment.form ? named.find((entry) => entry.record.form === comment.form && entry.record.rows.some((row) => row.field === comment.field))?.record : undefined);
  const label = record?.rows.find((row) => row.field === comment.field)?.label;
  if (own) return `${own.name} · ${label ?? comment.field ?? ''}`;
  const group = comment.group ? (file.materials.find((entry) => entry.group === comment.group)?.name ?? comment.group) : undefined;
  return [record && `${record.formTitle} · ${label}`, comment.form && !record && `${comment.form}.${comment.field ?? ''}`, group].filter(Boolean).join('；');
}
