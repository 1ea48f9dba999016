import { defineConfig } from 'vitest/config';

// Four projects: pure unit tests, API tests that go through HTTP (inject) into a
// real PostgreSQL: embedded by default, or the server named by DATABASE_URL;
// the fault suite, which runs the portal as `npm start` does and breaks it; and
// the multi-node suite, two nodes behind a load balancer.
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
      {
        extends: true,
        test: {
          // The portal as a service: real processes, signals and connections (faults/).
          name: 'faults',
          include: ['faults/**/*.fault.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // Two API nodes on one PostgreSQL behind HAProxy (multinode/).
          name: 'multinode',
          include: ['multinode/**/*.multinode.test.ts'],
          // One pair of nodes at a time: two pairs on two cores would measure each other.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
