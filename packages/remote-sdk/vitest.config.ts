import { defineProject } from 'vitest/config';
import { sharedVersionsDefine } from './hostVersions.ts';

export default defineProject({
  define: sharedVersionsDefine(),
  test: { name: 'remote-sdk', environment: 'node', isolate: false },
});
