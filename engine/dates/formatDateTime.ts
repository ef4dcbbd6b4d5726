/**
 * The app's one way of writing a moment: 'YYYY-MM-DD HH:mm:ss' in China time (Asia/Shanghai, the
 * registry's clock), whatever the phone's time zone. The English interface writes it the same way:
 * the ISO order reads unambiguously in English too, and answers the server formatted once read the
 * same in both languages. Shared by the server (answers, PDFs) and the app (raw timestamps).
 */
const DATE_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** 'YYYY-MM-DD HH:mm:ss'; '' for none; an unreadable value is shown as it came. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : DATE_TIME.format(date);
}
