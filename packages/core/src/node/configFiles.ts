// Node-only (reads files): imported as `@wl/core/node`, so browser bundles of `@wl/core` never see fs.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AgencyConfig } from '../config/agencyConfig.ts';
import {
  type ConfigProblem,
  isAgencyConfigFileName,
  MAX_CONFIG_BYTES,
  validateConfigFiles,
} from '../config/validateConfig.ts';
import { isHttpUrl } from '../schemas/primitives.ts';

export type LoadedConfig =
  | { file: string; ok: true; config: AgencyConfig }
  | { file: string; ok: false; problems: ConfigProblem[] };

/** Agency config files in a folder, sorted; the JSON Schema beside them is left out. */
export function configFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter(isAgencyConfigFileName)
    .sort()
    .map((name) => join(dir, name));
}

/**
 * Reads and validates config files together (syntax, schema, cross-field rules, subdomains unique
 * across files) and checks that every image a config names as a relative path exists. The one
 * definition of a usable config, shared by the CLI, the build and the reference API.
 */
export function loadConfigs(files: readonly string[]): LoadedConfig[] {
  const readable: { name: string; text: string }[] = [];
  const unreadable: LoadedConfig[] = [];
  for (const file of files) {
    const text = readText(file);
    if (typeof text === 'string') readable.push({ name: file, text });
    else unreadable.push({ file, ok: false, problems: [{ path: '$', message: text.error }] });
  }
  const validated = validateConfigFiles(readable).map(({ name, result }): LoadedConfig => {
    if (!result.ok) return { file: name, ok: false, problems: result.problems };
    const missing = missingAssets(result.config, dirname(name));
    return missing.length > 0
      ? { file: name, ok: false, problems: missing }
      : { file: name, ok: true, config: result.config };
  });
  const order = new Map(files.map((file, index) => [file, index]));
  return [...unreadable, ...validated].sort(
    (a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0),
  );
}

function readText(file: string): string | { error: string } {
  try {
    const stats = statSync(file);
    if (stats.isDirectory()) return { error: 'is a folder, not a config file' };
    // Checked before reading: a huge file is refused without loading it into memory.
    if (stats.size > MAX_CONFIG_BYTES)
      return { error: `file is larger than ${MAX_CONFIG_BYTES} bytes` };
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { error: 'file not found' };
    if (code === 'EACCES') return { error: 'permission denied' };
    return { error: `cannot read file (${code ?? String(error)})` };
  }
}

/** Relative image paths of a config, with the JSON path that names each. */
export function assetReferences(config: AgencyConfig): { path: string; ref: string }[] {
  const refs = [
    { path: 'agency.logo', ref: config.agency.logo },
    { path: 'agency.logoMobile', ref: config.agency.logoMobile },
    { path: 'agency.favicon', ref: config.agency.favicon },
    { path: 'about.image', ref: config.about.image },
  ];
  return refs.filter(
    (entry): entry is { path: string; ref: string } => !!entry.ref && !isHttpUrl(entry.ref),
  );
}

function missingAssets(config: AgencyConfig, configDir: string): ConfigProblem[] {
  return assetReferences(config).flatMap(({ path, ref }) => {
    const file = join(configDir, ref);
    return existsSync(file) && statSync(file).isFile()
      ? []
      : [{ path, message: `image "${ref}" not found (looked for ${file})` }];
  });
}

/** `<file>: <json.path>: <message>`, with the line and column when known. */
export function formatProblem(file: string, problem: ConfigProblem): string {
  const where = problem.line ? ` (line ${problem.line}, column ${problem.column})` : '';
  return `${file}: ${problem.path}: ${problem.message}${where}`;
}
