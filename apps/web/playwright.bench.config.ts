import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run bench:web`: browser figures, printed, on the same server set-up as e2e.
export default defineConfig({
  ...base,
  testDir: 'bench',
  testMatch: /\.bench\.ts$/,
  outputDir: 'test-results-bench',
  projects: [{ name: 'chromium', use: base.projects?.[0]?.use ?? {} }],
});
