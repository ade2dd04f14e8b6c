import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sites',
    environment: 'node',
    // Each file starts and stops its own server and browser, so nothing carries from one to the
    // next; not isolated, a worker runs file after file without starting again.
    isolate: false,
    // After the unit and script suites (whose builds would compete with these files' pages), two
    // files at a time: each mostly waits on its own server and Chromium (scripts/test.ts).
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
    include: ['*.test.ts'],
    // One real build of the demo agencies for the project, one server and browser per file.
    globalSetup: ['./buildOnce.ts'],
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
