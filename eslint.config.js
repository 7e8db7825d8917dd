// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layers that must stay free of I/O and frameworks (CONVENTIONS.md: dependencies flow one way). */
const pureLayerRestrictions = {
  patterns: [
    { group: ['react', 'react-*', '@tanstack/*'], message: 'React lives only in apps/web.' },
    {
      group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
      message: 'No database here.',
    },
    { group: ['dexie', 'fastify', '@fastify/*'], message: 'No I/O framework here.' },
    {
      group: ['@hearth/server', '@hearth/web', '@hearth/content'],
      message: 'Packages never import apps.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/*/data/**',
      '**/coverage/**',
      'apps/server/drizzle/**',
      'packages/content/build/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Groups: node builtins, packages, our workspaces, then relative imports.
      'simple-import-sort/imports': [
        'error',
        { groups: [['^node:'], ['^@?\\w'], ['^@hearth/'], ['^\\.']] },
      ],
      'simple-import-sort/exports': 'error',
    },
  },
  {
    files: ['packages/rules/**/*.ts', 'packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...pureLayerRestrictions,
          patterns: [
            ...pureLayerRestrictions.patterns,
            { group: ['@hearth/*'], message: 'rules and contract depend on nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/content/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', pureLayerRestrictions] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hearth/server', '@hearth/server/*'],
              message: 'Apps never import each other.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hearth/web', '@hearth/web/*', 'react', 'react-dom'],
              message: 'Apps never import each other.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
