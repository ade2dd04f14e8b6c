import { defineProject } from 'vitest/config';

// Node's own EventTarget and CustomEvent stand in for `window`: the protocol is plain DOM events.
export default defineProject({
  test: { name: 'remote-host', environment: 'node', isolate: false },
});
