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
          setupFiles: ['test/own-tmpdir.ts'],
          // Two files at a time, whatever the machine: each file has a database of its
          // own (cloned from the template), and a file spends much of its time waiting on
          // PostgreSQL, so a 2-core machine runs the suite in 60% of the time one worker
          // takes (the default there is cores - 1). Each file has a temporary folder of
          // its own too (test/own-tmpdir.ts).
          maxWorkers: 2,
          // A run of several projects runs this one after those with their own count.
          sequence: { groupOrder: 1 },
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
