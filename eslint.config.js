import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'functions/deploy/**', 'bench/out/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features do not import each other; routes compose them (ARCHITECTURE rule 5).
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/*/**', '!./**'], message: 'Una feature no importa otra; compóngalas desde app/.' }] }],
    },
  },
  {
    // Only config.ts reads the environment (ARCHITECTURE rule 6); the local host and scripts set it up.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/platform/config.ts', 'functions/src/local/**', 'functions/src/**/__tests__/**'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Lea la configuración con getConfig().' }] },
  },
);
