import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

const NO_PLUGINS = {
  regex: '^(@site/)?plugins(/|$)|^(\\.\\./)+plugins(/|$)',
  message:
    'src/ never imports plugins/: move what both need into src/ (a schema, src/lib, src/config).',
};

const NO_DATA = {
  regex: '^(@site/)?src/data(/|$)|^(\\.\\./)+data(/|$)',
  message:
    'Components do not import src/data: export the type from the component and pass the content in as props from the page or theme file.',
};

const NO_COMPONENTS = {
  regex: '(^|/)src/components(/|$)|^(\\.\\./)+components(/|$)',
  message:
    'Schemas do not import src/components: move the shared list (names, types) into src/lib, which both import.',
};

const NO_PAGES_OR_COMPONENTS = {
  regex: '(^|/)src/(pages|components)(/|$)',
  message:
    'plugins/ do not import src/pages or src/components: take the type from the schema (src/data/schemas) or src/lib.',
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.docusaurus/',
      'node_modules/',
      '.wrangler/',
      'test-results/',
      'playwright-report/',
      '.bench/',
      '.lighthouseci/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
  },
  // CommonJS only where a tool loads nothing else (lighthouserc.cjs, for @lhci/cli).
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      ...docusaurus.configs.recommended.rules,
      'react/prop-types': 'off',
      'react/no-array-index-key': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  // Layers (docs/developing.md, "Layers"): nothing in src/ imports plugins/; components get their
  // content as props; schemas never import components; src/lib stays plain logic that any layer
  // can use; plugins build from src/'s schemas, data, config and lib, never from its pages or
  // components.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {'no-restricted-imports': ['error', {patterns: [NO_PLUGINS]}]},
  },
  {
    files: ['src/data/schemas/**/*.ts'],
    rules: {'no-restricted-imports': ['error', {patterns: [NO_PLUGINS, NO_COMPONENTS]}]},
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {'no-restricted-imports': ['error', {patterns: [NO_PLUGINS, NO_DATA]}]},
  },
  {
    // The one exception: the pop-ups load as their own chunk after first paint, and their
    // entries travel in that chunk, so that no page's first load carries them.
    files: ['src/components/Popups/SocialProof/index.tsx'],
    rules: {'no-restricted-imports': ['error', {patterns: [NO_PLUGINS]}]},
  },
  {
    files: ['plugins/**/*.{ts,mts}'],
    rules: {'no-restricted-imports': ['error', {patterns: [NO_PAGES_OR_COMPONENTS]}]},
  },
  {
    // The editor's preview draws the very icons the site draws, from the site's own map.
    files: ['plugins/cms/renderIcons.mts'],
    rules: {'no-restricted-imports': 'off'},
  },
  {
    files: ['src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message:
                'src/lib imports nothing outside src/lib: pass what it needs in as arguments.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
);
