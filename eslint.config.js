import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Features never import each other: pages in app/ compose them (STYLE.md). One zone
 * per feature folder forbids imports from every other feature folder.
 */
function featureBoundaryZones(featuresDir) {
  if (!existsSync(featuresDir)) return [];
  const features = readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  return features.map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in app/ or move the shared part to components/ or lib/.',
  }));
}

const webZones = [
  ...featureBoundaryZones('./apps/web/src/features'),
  { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features must not depend on the app shell.' },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared code must not depend on features or the app shell.',
  },
];

const serverZones = [
  { target: './apps/server/src/db/migrations', from: './apps/server/src', except: ['./db/migrations'], message: 'Migrations are frozen in time: they import nothing from the app.' },
  { target: './packages/contracts/src', from: './apps', message: 'Contracts are shared by client and server and depend on neither.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dev-dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    // Zones are about relative imports inside the repo; the node resolver, taught the
    // TypeScript extensions, resolves those without a native helper.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
