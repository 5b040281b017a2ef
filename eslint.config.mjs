import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const APPS = ['shell', 'mfe-marketing', 'mfe-catalog', 'mfe-dashboards'];
const featuresOf = (app) => {
  try {
    return readdirSync(path.join(import.meta.dirname, app, 'src/features'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
};

// The rooms of an app (bulletproof-react's zones): a feature never reaches into another feature, features never
// into app/ (which composes them), and the app's shared folders (config, lib, testing) into neither.
const zonesOf = (app) => [
  ...featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to a shared folder, or compose them in app/.',
  })),
  { target: `./${app}/src/features`, from: `./${app}/src/app`, message: 'app/ composes features; features do not import it.' },
  ...['config', 'lib', 'testing'].map((dir) => ({
    target: `./${app}/src/${dir}`,
    from: [`./${app}/src/features`, `./${app}/src/app`],
    message: 'Shared folders of an app import neither features nor app/.',
  })),
];

// The API's rooms, the same way: a feature (api/src/features/<name>, its routes and what only it uses) never imports
// another feature; what several use lives one floor down in a named folder (read-model, notify, booking-process, …,
// lib, db), and those floors import no feature nor app.ts, which composes them.
const API_FLOORS = readdirSync(path.join(import.meta.dirname, 'api/src'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !['features', 'test'].includes(d.name))
  .map((d) => d.name);
const apiZones = () => [
  ...featuresOf('api').map((feature) => ({
    target: `./api/src/features/${feature}`,
    from: './api/src/features',
    except: [`./${feature}`],
    message: 'An API feature does not import another feature: move what both need one floor down (api/src/read-model, notify, …).',
  })),
  ...API_FLOORS.map((dir) => ({
    target: `./api/src/${dir}`,
    from: ['./api/src/features', './api/src/app.ts'],
    message: 'The floors under the features (read-model, notify, lib, db, …) import no feature: features build on them.',
  })),
];

// One copy of each of these runs on a page, inside @wellness/shared/contract (and RTK Query inside /api).
const ONE_INSTANCE = ['react-router', 'react-router-dom', 'react-router/*', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/*'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-node/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', 'shared/media/**', '.bench/**', '.releases/**', '.site/**', 'e2e/.work/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      // Without these, import-x reads no .ts file it follows, and no-cycle sees no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...APPS.flatMap(zonesOf), ...apiZones()] }],
      // Imports run one way: shared never reaches into an app, and no app reaches into another (they meet at run time).
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: '@wellness/shared', message: 'Import an entry point: @wellness/shared/contract, /api, /ui, /domain, /forms or /data.' }],
        patterns: [
          { group: ['**/shell/**', '**/mfe-*/**', 'shell', 'mfe-*'], message: 'Apps meet only through federation at run time.' },
          { group: ONE_INSTANCE, allowTypeImports: true, message: 'Import it from @wellness/shared/contract (or @wellness/shared/api): one instance on a page.' },
        ],
      }],
    },
  },
  {
    // The contract and the API entry are where those libraries are wrapped.
    // The bench's monolith is the one build that imports every app: it prices federation.
    files: ['shared/src/contract/**/*.{ts,tsx}', 'shared/src/api/**/*.{ts,tsx}', 'shared/src/testing/**/*.{ts,tsx}', 'site/build/**/*.{ts,tsx}', 'api/**/*.ts', 'e2e/**/*.ts', 'bench/monolith/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Inside @wellness/shared, the singleton entries are reached by package name, so federation shares one copy.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/contract/**', 'shared/src/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.{1,2}/(.*/)?(contract|api)(/|$)', message: 'Import @wellness/shared/contract or /api by name: one instance on a page.' }] }],
    },
  },
  {
    // The domain is read at first paint by every page: no validation library in it (its schemas are ./schemas).
    files: ['shared/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'zod', message: 'The domain is zod-free: a schema goes in shared/src/schemas (@wellness/shared/schemas).' }],
        patterns: [
          { group: ['../schemas', '../schemas/*', '@wellness/shared/schemas'], message: 'The domain does not import the schemas: they build on it.' },
          { regex: '^\\.{1,2}/(.*/)?(contract|api)(/|$)', message: 'Import @wellness/shared/contract or /api by name: one instance on a page.' },
        ],
      }],
    },
  },
  {
    files: ['shell/src/features/service-worker/sw-template.js'],
    languageOptions: { globals: { ...globals.serviceworker, __PRECACHE__: 'readonly' } },
  },
  {
    // The site's server writes visitors' and programs' text into pages: in a replacement string, `$'`, `$&`, `$1`…
    // would be expanded into parts of the page. A replacer function writes text as it is.
    files: ['site/**/*.{mjs,ts}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type='TemplateLiteral']",
          message: 'Pass a replacer function (() => text): a replacement string expands $\' $` $& $1 from the text it inserts.',
        },
        {
          selector: "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type='BinaryExpression']",
          message: 'Pass a replacer function (() => text): a replacement string expands $\' $` $& $1 from the text it inserts.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
