/**
 * A certificate or proof number as the registry writes it (冀(2019)邯郸市不动产权第0016875号), from
 * the way a citizen types it: the Chinese keyboard gives full-width brackets （） and digits, and
 * people put spaces between the parts (issue 27). Spaces of any kind go, full-width brackets and
 * digits become ASCII; nothing else changes.
 */
export function normaliseCertificateNumber(typed: string): string {
  return typed
    .replace(/[\s\u3000\u00a0]+/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/[\uFF10-\uFF19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xff10 + 48));
}
