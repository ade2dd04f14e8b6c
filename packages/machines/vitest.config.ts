import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'machines', environment: 'node', isolate: false },
});
