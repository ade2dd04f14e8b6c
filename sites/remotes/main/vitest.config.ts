import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'remote-main', environment: 'node', include: ['src/**/*.test.ts'] },
});
