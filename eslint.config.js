import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

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

/** Props, keys and style fields whose strings are for the code, never for a person. */
const notForPeople =
  '^(className|variant|color|size|component|key|id|type|href|to|path|name|role|edge|align|direction|justifyContent|alignItems|display|position|sx|data-testid|aria-hidden|autoComplete|inputMode|fontSize|fontFamily|anchorOrigin|placement|severity|mode|format|method|queryKey|icon|orientation|textAlign|fontWeight|whiteSpace|overflow|clip|mt|mb|ml|mr|px|py|p|m|gap|width|height|minWidth|maxWidth|testKey|field|accessorKey|dataKey|verb|headerToolbar|views|tint)$';

/** Screens whose words are not in the catalogs yet: each leaves this list as it is translated. */
const untranslatedWebFolders = [];

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
  {
    // Every word a person reads on a screen goes through the catalogs (English and
    // Filipino): a string literal in JSX, a label or a message that is not wrapped in
    // t``, <Trans> or msg`` fails the lint. What is not for people (CSS, keys, codes,
    // file names) is told apart by where it stands; the rest says why in a comment.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/**/*-filipino.ts', ...untranslatedWebFolders],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Words start with a capital or hold a space; identifiers, paths and codes do not.
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$'],
          ignoreNames: [{ regex: { pattern: notForPeople } }],
          ignoreFunctions: [
            'console.*', 'Error', 'TypeError', 'DOMException', 'Date', 'URL', 'URLSearchParams', 'require', 'import',
            'localStorage.*', 'sessionStorage.*', 'document.*', 'window.*', 'matchMedia', 'useMediaQuery',
            '*.addEventListener', '*.removeEventListener', '*.startsWith', '*.endsWith', '*.includes', '*.split', '*.join', '*.replace',
            '*.set', '*.get', '*.append', '*.addWorksheet', 'callApi', 'defineRoute', 'fetch', 'navigate',
          ],
        },
      ],
    },
  },
);
