import { join, relative, resolve } from 'node:path';
import type { ConfigProblem } from '@wl/core';
import { formatProblem as formatAt } from '@wl/core/node';

export { configFilesIn, type LoadedConfig, loadConfigs } from '@wl/core/node';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const CONFIG_DIR = join(ROOT, 'agency-configs');
export const SCHEMA_FILE = join(CONFIG_DIR, 'agency.schema.json');

/** Is this file the generated JSON Schema rather than an agency? */
export function isSchemaFile(file: string): boolean {
  return file.endsWith('.schema.json');
}

/** A problem as the CLI prints it, with the file relative to where the command runs. */
export function formatProblem(file: string, problem: ConfigProblem): string {
  return formatAt(displayPath(file), problem);
}

export function displayPath(file: string): string {
  const path = relative(process.cwd(), file);
  return path.startsWith('..') ? file : path;
}
