import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'remote-resort',
    environment: 'node',
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
