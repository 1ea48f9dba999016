import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The portal's screens in English (the spec's texts, the source) and Filipino. The
// catalogs are PO files beside the code; `npm run i18n:check` fails when a string in
// them has no Filipino.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fil'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
  format: formatter({ lineNumbers: false }),
});
