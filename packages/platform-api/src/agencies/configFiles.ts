import { basename } from 'node:path';
import type { AgencyConfig } from '@wl/core';
import { configFilesIn, formatProblem, loadConfigs } from '@wl/core/node';
import type { Logger } from '../logger.ts';

export interface LoadedConfigs {
  /** `file` is the config's file name, as the agencies table records it. */
  valid: { file: string; config: AgencyConfig }[];
  /** Files that exist but cannot be used; their agencies keep their last good config. */
  invalidFiles: Set<string>;
}

/**
 * Every agency config in a folder, validated exactly as `npm run agency -- validate` does. A bad
 * file is reported and skipped, never fatal: one agency's typo must not take the others offline.
 */
export function loadAgencyConfigs(configDir: string, log: Logger): LoadedConfigs {
  let files: string[];
  try {
    files = configFilesIn(configDir);
  } catch (error) {
    log.warn(`cannot read agency configs in ${configDir}: ${(error as Error).message}`);
    return { valid: [], invalidFiles: new Set() };
  }
  const valid: LoadedConfigs['valid'] = [];
  const invalidFiles = new Set<string>();
  for (const result of loadConfigs(files)) {
    const name = basename(result.file);
    if (result.ok) {
      valid.push({ file: name, config: result.config });
      continue;
    }
    invalidFiles.add(name);
    for (const problem of result.problems) {
      log.warn(`${formatProblem(name, problem)}; agency config skipped`);
    }
  }
  return { valid, invalidFiles };
}
