import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One-way dependencies (DESIGN point 3): web → contract ← server. The workspaces make the
// direction real for packages; these rules make it real for relative paths too.
const workspacePatterns = (forbidden) =>
  forbidden.map((name) => ({
    group: [`@hireready/${name}`, `@hireready/${name}/*`, `**/${name}/src/**`],
    message: `This part must not import ${name} (web → contract ← server).`,
  }));
const restrictImports = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noCrossImports = (forbidden) => restrictImports(workspacePatterns(forbidden));

// Web features stay apart: a feature folder imports shared code (api, lib, components, hooks) and its
// own files, never another feature; the route modules and app/ compose them. A relative path
// reaches a sibling feature by climbing to features/ and naming it, at any depth.
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The pages reach the contract's schemas through lib/contract-schemas.ts, which makes them parse
// without eval (the page's CSP refuses it); a type is no schema and may come from the contract.
const contractSchemasThroughLib = {
  group: ['@hireready/contract'],
  importNamePattern: 'Schema$',
  allowTypeImports: true,
  message: "Import the contract's schemas from web/src/lib/contract-schemas.ts, which makes them parse without eval.",
};
const featureBoundary = (feature) => {
  const others = WEB_FEATURES.filter((name) => name !== feature)
    .map(escapeRegex)
    .join('|');
  return {
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrictImports([
      ...workspacePatterns(['server']),
      {
        regex: `^(?:\\.\\./)+(?:features/)?(?:${others})(?:/|$)`,
        message: `The ${feature} feature must not import another feature: move what both need to api/, lib/, components/ or hooks/.`,
      },
      contractSchemasThroughLib,
    ]),
  };
};
// Shared folders are below the features: they import none.
const sharedBelowFeatures = {
  files: ['web/src/{api,lib,components,hooks}/**/*.{ts,tsx}'],
  rules: restrictImports([
    ...workspacePatterns(['server']),
    { group: ['**/features/**'], message: 'Shared web code must not import a feature; the feature imports it.' },
  ]),
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'server/drizzle/**',
      '**/*.tmp.ts',
      '**/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  { files: ['contract/**/*.ts'], rules: noCrossImports(['server', 'web']) },
  { files: ['server/**/*.ts'], rules: noCrossImports(['web']) },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      ...noCrossImports(['server']),
    },
  },
  ...WEB_FEATURES.map(featureBoundary),
  sharedBelowFeatures,
);
