// Shared ESLint flat config for svclib: recommended JS rules plus type-aware TypeScript rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** @type {import('typescript-eslint').ConfigArray} */
export default tseslint.config(
  {
    // tooling/runtimes/consumer is a user's project copied out of the workspace: it is type-checked
    // there, against the packed tarballs, by its own tsconfig (skipLibCheck off).
    ignores: ['**/dist/**', '**/node_modules/**', 'docs/api/**', '**/.turbo/**', '**/coverage/**', 'tooling/runtimes/consumer/**', '**/.test-build/**', '**/.doc-blocks/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', '*.ts', 'tooling/*/*.js', 'tooling/*/*.mjs'],
        },
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      // `interface Client extends KnownServices {}` merges the typed service handles into a class.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Plain Node scripts (tooling): Node's globals.
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
