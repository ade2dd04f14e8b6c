import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    // Beside the story projects, not after them (see docs/architecture.md, npm test's time).
    isolate: false,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
