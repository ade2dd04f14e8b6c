import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'ui', environment: 'node', isolate: false, include: ['src/**/*.test.ts'] },
});
