import { defineConfig, devices } from '@playwright/test';

// e2e runs in Debian's Chromium; a test tool never downloads a browser here.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
// Under scripts/test-at-clocks.sh the tests and the portal run on a moved clock
// (libfaketime, preloaded); Chromium cannot run on it, so it starts without the
// preload, on the real clock, and the journeys move the page's clock instead.
const browserEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name, value]) => value !== undefined && name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')),
) as Record<string, string>;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // The journeys share one seeded database and one server, so they run in order.
  workers: 1,
  fullyParallel: false,
  // Generous: the machine that runs the suite is shared, and a slow minute is not a failure.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  retries: 0,
  reporter: [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'Asia/Manila',
    locale: 'en-PH',
    // The portal honours "reduce motion": nothing on the page moves while a
    // journey presses it, however loaded the machine is.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      env: browserEnv,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The administration journeys change master data every other journey reads
  // (schedules, holidays, switches, routes), so they run after all of those.
  projects: [
    { name: 'chromium', testIgnore: /(admin-.*|accessibility|laptop-fit)\.spec\.ts$/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'administration', testMatch: /admin-.*\.spec\.ts$/, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Last, so every list they scan or measure has rows.
    { name: 'accessibility', testMatch: /(accessibility|laptop-fit)\.spec\.ts$/, dependencies: ['administration'], use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } } },
  ],
});
