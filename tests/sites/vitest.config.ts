import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sites',
    environment: 'node',
    // Beside the story projects, not after them: Vitest runs isolated files of a 1-worker run
    // one by one after everything else (docs/architecture.md, npm test's time). Each file starts
    // and stops its own server and browser, so nothing carries from one to the next.
    isolate: false,
    include: ['*.test.ts'],
    // One real build of the demo agencies for the project, one server and browser per file.
    globalSetup: ['./buildOnce.ts'],
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
