import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import {
  type AgencyConfig,
  type ConfigProblem,
  isAgencyConfigFileName,
  isHttpUrl,
  validateConfigFiles,
} from '@wl/core';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const CONFIG_DIR = join(ROOT, 'agency-configs');
export const SCHEMA_FILE = join(CONFIG_DIR, 'agency.schema.json');

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

/** Is this file the generated JSON Schema rather than an agency? */
export function isSchemaFile(file: string): boolean {
  return basename(file).endsWith('.schema.json');
}

/**
 * Reads and validates config files together (syntax, schema, cross-field rules, subdomains unique
 * across files) and checks that every image a config names as a relative path exists.
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
    if (statSync(file).isDirectory()) return { error: 'is a folder, not a config file' };
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
      : [
          {
            path,
            message: `image "${ref}" not found (looked for ${relative(ROOT, file) || file})`,
          },
        ];
  });
}

/** `<file>: <json.path>: <message>`, with the line and column when known. */
export function formatProblem(file: string, problem: ConfigProblem): string {
  const where = problem.line ? ` (line ${problem.line}, column ${problem.column})` : '';
  return `${displayPath(file)}: ${problem.path}: ${problem.message}${where}`;
}

export function displayPath(file: string): string {
  const path = relative(process.cwd(), file);
  return path.startsWith('..') ? file : path;
}
