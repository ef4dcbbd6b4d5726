import type { Locale } from '../i18n/translate';
import { translate } from '../i18n/translate';
import { maskIdNumber } from '../masking/maskIdNumber';
import type { Fields } from './types';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * One ID number belongs to one person (issue 27): the first two parties of an application that
 * carry the same ID number (letters in either case) under different names, whichever side each is
 * on; undefined when there are none. The same person named twice (the same name) is not a clash.
 */
export function idNumberSharedByTwo(parties: readonly Fields[]): { id: string; first: string; second: string } | undefined {
  const named = new Map<string, string>();
  for (const party of parties) {
    const id = text(party.sqr_zjh).toUpperCase();
    const name = text(party.sqr_name);
    if (!id || !name) continue;
    const earlier = named.get(id);
    if (earlier === undefined) named.set(id, name);
    else if (earlier !== name) return { id, first: earlier, second: name };
  }
  return undefined;
}

/** What the citizen reads when one ID number names two people (the number masked: the message may reach a log). */
export function idNumberSharedMessage(shared: NonNullable<ReturnType<typeof idNumberSharedByTwo>>, locale: Locale): string {
  return translate(locale, 'validation.idNumberTwoPeople', { id: maskIdNumber(shared.id), first: shared.first, second: shared.second });
}
