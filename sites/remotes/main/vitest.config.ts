import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'remote-main', environment: 'node', isolate: false, include: ['src/**/*.test.ts'] },
});
