import type { HomeContent, HomeContentAnswer, HomePart } from './api';

/** What each part's form holds: the part itself, the contact lines as one text of lines. */
export type HomeForm = { menus: HomeContent['menus'] } | { banners: HomeContent['banners'] } | { questions: HomeContent['questions'] } | { lines: string; qrImage: string };

/** An English field left empty is left out (the configuration takes none rather than ''), nested lists too. */
export function withoutEmptyEnglish<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutEmptyEnglish) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, field]) => field !== undefined && !(key.endsWith('En') && (field === '' || field === null)))
      .map(([key, field]) => [key, withoutEmptyEnglish(field)]),
  ) as T;
}

/** A part as its form starts. */
export function formOf(part: HomePart, home: HomeContentAnswer): HomeForm {
  if (part === 'contact') return { lines: home.contact.lines.join('\n'), qrImage: home.contact.qrImage ?? '' };
  return { [part]: home[part] } as HomeForm;
}

/** A part as it is published, from its form. */
export function valueOf(part: HomePart, form: Record<string, unknown>): HomeContent[HomePart] {
  if (part === 'contact') {
    const lines = String(form.lines ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const qrImage = typeof form.qrImage === 'string' && form.qrImage.trim() ? form.qrImage.trim() : null;
    return { lines, qrImage };
  }
  return withoutEmptyEnglish((form[part] ?? []) as HomeContent[HomePart]);
}
