/**
 * For the tests of one lint rule: the import rules off, since the cycle rule builds the whole
 * import graph (seconds) on its first file; the import rules have a test of their own
 * (importRules.test.ts).
 */
export const importRulesOff = { rules: { 'local/import-cycles': 'off', 'local/import-boundaries': 'off' } } as const;
