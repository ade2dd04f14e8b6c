import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'storybook-build', environment: 'node', isolate: false, testTimeout: 30_000 },
});
