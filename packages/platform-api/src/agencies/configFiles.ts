import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AgencyConfig,
  type ConfigFile,
  isAgencyConfigFileName,
  MAX_CONFIG_BYTES,
  validateConfigFiles,
} from '@wl/core';
import type { Logger } from '../logger.ts';

export interface LoadedConfigs {
  valid: { file: string; config: AgencyConfig }[];
  /** Files that exist but cannot be used; their agencies keep their last good config. */
  invalidFiles: Set<string>;
}

/**
 * Reads and validates every agency config in a folder. A bad file is reported and skipped, never
 * fatal: one agency's typo must not take the others offline.
 */
export function loadAgencyConfigs(configDir: string, log: Logger): LoadedConfigs {
  const invalidFiles = new Set<string>();
  let names: string[];
  try {
    names = readdirSync(configDir).filter(isAgencyConfigFileName).sort();
  } catch (error) {
    log.warn(`cannot read agency configs in ${configDir}: ${(error as Error).message}`);
    return { valid: [], invalidFiles };
  }

  const files: ConfigFile[] = [];
  for (const name of names) {
    const path = join(configDir, name);
    try {
      const stats = statSync(path);
      if (!stats.isFile()) continue;
      if (stats.size > MAX_CONFIG_BYTES) {
        log.warn(`${name}: $: file is larger than ${MAX_CONFIG_BYTES} bytes; skipped`);
        invalidFiles.add(name);
        continue;
      }
      files.push({ name, text: readFileSync(path, 'utf8') });
    } catch (error) {
      log.warn(`${name}: $: cannot read the file (${(error as Error).message}); skipped`);
      invalidFiles.add(name);
    }
  }

  const valid: LoadedConfigs['valid'] = [];
  for (const { name, result } of validateConfigFiles(files)) {
    if (result.ok) {
      valid.push({ file: name, config: result.config });
      continue;
    }
    invalidFiles.add(name);
    for (const problem of result.problems) {
      const where = problem.line ? ` (line ${problem.line}, column ${problem.column})` : '';
      log.warn(`${name}: ${problem.path}: ${problem.message}${where}; agency config skipped`);
    }
  }
  return { valid, invalidFiles };
}
