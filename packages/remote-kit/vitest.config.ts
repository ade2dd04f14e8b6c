import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'remote-kit', environment: 'node', isolate: false, include: ['src/**/*.test.ts'] },
});
