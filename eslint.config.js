import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { featureZones } from './eslint.zones.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'dev-dist',
      'node_modules',
      '.emulators',
      'test-results',
      'playwright-report',
      'functions/lib',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      // Only src/data/remote talks to Firebase (DESIGN.md section 2).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Import Firebase only in src/data/remote.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/data/remote/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Vite puts a named setting's value in the code; `import.meta.env` passed whole carries every
    // VITE_ variable of the environment the build ran in (src/data/remote/rest-env.ts).
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.type='MetaProperty'][property.name='env']:not(MemberExpression > MemberExpression.object)",
          message:
            'Read each setting by name (import.meta.env.VITE_…), never import.meta.env whole.',
        },
      ],
    },
  },
  {
    // Features reach each other only through what they export on purpose, never app/.
    files: [
      'src/features/**/*.{ts,tsx}',
      'src/data/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
      'src/ui/**/*.{ts,tsx}',
    ],
    ignores: ['src/data/remote/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Import Firebase only in src/data/remote.',
            },
          ],
        },
      ],
    },
  },
  {
    // Dependencies point one way, app -> features -> data, lib, i18n, ui; a feature uses another
    // only through that feature's index.ts, what it exports on purpose.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones(import.meta.dirname) }],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: [
      'scripts/**/*.{js,mjs}',
      'tests/**/*.{ts,mjs}',
      'build/**/*.{ts,mjs}',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'build/**/*.mjs'],
    extends: [js.configs.recommended],
  },
);
