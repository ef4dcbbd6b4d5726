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

/** 'YYYY-MM-DD HH:mm:ss' in China time, as the registry shows times; '' for none. */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  return DATE_TIME.format(new Date(value));
}

/** 'YYYY-MM-DD' in China time. */
export function formatDate(value: Date | string | null | undefined): string {
  return formatDateTime(value).slice(0, 10);
}
