import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sites',
    environment: 'node',
    include: ['*.test.ts'],
    // One real build of the demo agencies for the project, one server and browser per file.
    globalSetup: ['./buildOnce.ts'],
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
