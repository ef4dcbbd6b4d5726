import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/eslint/importBoundaries.js';
import { importCycles } from './scripts/eslint/importCycles.js';
import { vocabularyLiterals } from './scripts/eslint/vocabularyLiterals.js';

const localeTime = {
  selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
  message: "Write a moment with engine/dates/formatDateTime (China time), not the workstation's zone.",
};
const noNewFunction = { selector: "NewExpression[callee.name='Function']", message: 'No new Function: the CSP forbids eval.' };

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'engine/generated', '.tmp', '.tmp*', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { local: { rules: { 'import-boundaries': importBoundaries, 'import-cycles': importCycles } }, 'react-hooks': reactHooks },
    rules: {
      'local/import-boundaries': 'error',
      'local/import-cycles': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-syntax': ['error', noNewFunction],
      'no-eval': 'error',
    },
  },
  {
    // One routing decision (decision 0043): the server answers an application's pages and next
    // step; the browser navigates by that answer and never looks a route up itself.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/engine/routing/lookupRoute', '**/engine/routing/routeApplication'],
              message: "The routing decision is the server's: navigate by getApply's / getApplyCode's fillPage, detailPage and nextRoute (decision 0043).",
            },
          ],
        },
      ],
    },
  },
  {
    // Configuration is read at start from SCHEMAS_DIR (decision 0069): no JSON of schemas/ is
    // bundled into server code or the engine it runs. A type may still come from one.
    files: ['server/**/*.ts', 'engine/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/schemas/**/*.json'],
              allowTypeImports: true,
              message: "Read configuration through the schema service (deps.schemas), so SCHEMAS_DIR's is the one answered (decision 0069).",
            },
          ],
        },
      ],
    },
  },
  {
    // One vocabulary (decision 0044): server and app code reads states, savetypes and record routes
    // from schemas/vocabulary. Tests may keep literals; migrations are history and keep theirs.
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'server/db/migrations/**'],
    rules: { 'no-restricted-syntax': ['error', noNewFunction, ...vocabularyLiterals] },
  },
  {
    // Staff pages print China time (issue 31): a workstation's own zone misdates a case near midnight.
    files: ['src/staff/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noNewFunction, ...vocabularyLiterals, localeTime] },
  },
);
