import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'nginx',
    environment: 'node',
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
