import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests, and API tests that go through HTTP (inject) into a
// real PostgreSQL: embedded by default, or the server named by DATABASE_URL.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
