import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'

import { moduleCycles } from './eslint/module-cycles.mjs'
import { serverClientSplit } from './eslint/server-client-split.mjs'

/**
 * The floors of docs/architecture.md: app (routes and pages) → features → data →
 * collections, globals, access, fields, lib; contract → data. An import that
 * points up a floor fails the lint.
 */
const src = (...folders) => folders.map((folder) => `./src/${folder}`)
/** The bottom floor: what the database's collections and the libraries are made of. */
const foundations = src('collections', 'globals', 'access', 'fields', 'lib', 'validation', 'messages')
const belowFeatures = [...src('contract', 'data', 'endpoints', 'jobs', 'seed'), ...foundations]

const floors = [
  { target: [...src('features', 'i18n'), ...belowFeatures], from: './src/app', message: 'Only routes and pages sit above; nothing below imports src/app.' },
  { target: belowFeatures, from: './src/features', message: 'Features are UI for the pages; data, the contract and below never import them.' },
  { target: src('features', 'app'), from: src('collections', 'globals'), message: 'Pages and features read through src/data, never a collection.' },
  { target: './src/contract', from: src('collections', 'globals', 'endpoints', 'seed'), message: 'The contract reaches the database through src/data only.' },
  { target: './src/data', from: src('contract', 'endpoints', 'seed'), message: 'The data layer sits below the contract and the endpoints.' },
  { target: foundations, from: './src/data', message: 'Collections and libraries sit below the data layer.' },
  { target: foundations, from: './src/contract', message: 'Collections and libraries sit below the contract.' },
  { target: src('lib', 'validation', 'messages'), from: src('collections', 'globals', 'access', 'fields', 'endpoints', 'jobs', 'seed'), message: 'Libraries know no collection.' },
]

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ['src/**/*.{ts,tsx,mts,mjs}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: floors }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'cycles/feature-folders': 'error',
      'cycles/type-cycles': 'error',
      'split/client-module': 'error',
    },
    // import-x rather than Next's eslint-plugin-import for the floors: the same rules, but its
    // no-cycle walks the module graph once per run instead of re-serialising the config per import.
    plugins: { split: serverClientSplit, cycles: moduleCycles, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
  },
  {
    files: ['src/**/*.server.{ts,tsx}'],
    rules: { 'split/server-module': 'error' },
    plugins: { split: serverClientSplit },
  },
  {
    // A test never passes on nothing, and never waits a fixed time for something to happen: it waits
    // for the thing (a locator, a promise, an injected clock). A wait that must stay says why:
    // `// eslint-disable-next-line no-restricted-syntax -- <why>`.
    files: ['tests/**/*.{ts,mjs}', 'src/**/*.test.ts', 'server/**/*.test.ts', 'deploy/**/*.test.ts', 'scripts/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[object.name=/^(it|test|describe)$/][property.name=/^(skip|only|todo|skipIf|runIf|fixme)$/]',
          message: 'Every test runs: no skipped, focused or pending tests.',
        },
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'Wait for what the test needs (a locator, a response, an event), not a fixed time.' },
        {
          selector: "NewExpression[callee.name='Promise'] > ArrowFunctionExpression > CallExpression[callee.name='setTimeout']",
          message: 'A sleep stands in for synchronisation: wait for the event, or move an injected clock.',
        },
      ],
    },
  },
  {
    ignores: ['.next/**', '.tmp/**', 'node_modules/**', 'src/app/(payload)/admin/importMap.js', 'src/payload-types.ts', 'src/migrations/**', 'data/**', 'media/**'],
  },
]

export default config
