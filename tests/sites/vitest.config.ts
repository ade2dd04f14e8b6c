import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sites',
    environment: 'node',
    include: ['*.test.ts'],
    // One real build of the demo agencies and one server per file.
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
