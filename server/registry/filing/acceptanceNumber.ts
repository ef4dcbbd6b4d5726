/**
 * An acceptance number in the registry's form (the demo's DJ2024A00158): DJ, the year in China
 * time, W for an application filed on the web (the counter's series use other letters), and the
 * sequence number, at least five digits.
 */
export function acceptanceNumber(sequence: number | string, now: Date = new Date()): string {
  const year = new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
  return `DJ${year}W${String(sequence).padStart(5, '0')}`;
}
