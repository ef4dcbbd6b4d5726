import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/eslint/importBoundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'engine/generated', '.tmp', '.tmp*', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { local: { rules: { 'import-boundaries': importBoundaries } }, 'react-hooks': reactHooks },
    rules: {
      'local/import-boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Function']", message: 'No new Function: the CSP forbids eval.' }],
      'no-eval': 'error',
    },
  },
);
