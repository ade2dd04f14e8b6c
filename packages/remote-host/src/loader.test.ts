// Spec §8: how a federated load failure becomes its message (the machine maps the reason).
import { describe, expect, it } from 'vitest';
import { classifyLoadError } from './loader.ts';

const entry = 'http://horizon.localhost:4321/_remotes/main/remoteEntry.js';

describe('classifyLoadError (spec §8)', () => {
  it.each([
    [
      'the entry script did not load',
      new Error(
        '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nargs: {}\nOriginal Error Message:\n Failed to fetch dynamically imported module: x',
      ),
      { reason: 'script' },
    ],
    [
      'the entry module itself could not be fetched',
      new TypeError(`Failed to fetch dynamically imported module: ${entry}?attempt=2`),
      { reason: 'script' },
    ],
    [
      'the entry is no container (no init)',
      new Error(
        '[ Federation Runtime ]: The remote entry interface does not contain "init" #RUNTIME-002',
      ),
      { reason: 'container' },
    ],
    [
      'the entry exports nothing',
      new Error('[ Federation Runtime ]: Failed to get remoteEntry exports. #RUNTIME-001'),
      { reason: 'container' },
    ],
    [
      'a chunk of the remote is missing',
      new TypeError(
        'Failed to fetch dynamically imported module: http://horizon.localhost:4321/_remotes/main/assets/App-3fa9c1.js',
      ),
      { reason: 'chunk', chunk: 'App-3fa9c1', type: 'missing' },
    ],
    ['anything else', new Error('boom'), { reason: 'component' }],
  ])('%s', (_situation, error, expected) => {
    expect(classifyLoadError(error, entry)).toEqual(expected);
  });
});
