// Node-only (reads files): imported as `@wl/core/node`, so browser bundles of `@wl/core` never see fs.
import {
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { AgencyConfig } from '../config/agencyConfig.ts';
import { imageFileProblem, MAX_IMAGE_BYTES } from '../config/imageFile.ts';
import {
  type ConfigProblem,
  decodeConfigBytes,
  isAgencyConfigFileName,
  MAX_CONFIG_BYTES,
  printable,
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
 * Reads and validates config files together (encoding, syntax, schema, cross-field rules,
 * subdomains unique across files) and checks every image a config names as a relative path: a
 * real file inside the config folder (no symbolic link on the way), whose bytes are the image its
 * name promises, and for SVG free of script. The one definition of a usable config, shared by the
 * CLI, the build and the reference API.
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
    const bad = assetProblems(result.config, dirname(name));
    return bad.length > 0
      ? { file: name, ok: false, problems: bad }
      : { file: name, ok: true, config: result.config };
  });
  const order = new Map(files.map((file, index) => [file, index]));
  return [...unreadable, ...validated].sort(
    (a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0),
  );
}

function readText(file: string): string | { error: string } {
  try {
    if (lstatSync(file).isSymbolicLink()) {
      // A link within its folder is a convenience; one out of it publishes whatever it points at.
      const target = realpathSync(file);
      if (!isInside(target, realpathSync(dirname(file)))) {
        return {
          error: `is a symbolic link to ${printable(target)}, outside the config folder: put the config file itself in the folder`,
        };
      }
    }
    const stats = statSync(file);
    if (stats.isDirectory()) return { error: 'is a folder, not a config file' };
    // A FIFO or a device would block or never end: only plain files are read.
    if (!stats.isFile()) return { error: 'is not a regular file (a device, pipe or socket)' };
    // Checked before reading: a huge file is refused without loading it into memory.
    if (stats.size > MAX_CONFIG_BYTES)
      return { error: `file is larger than ${MAX_CONFIG_BYTES} bytes` };
    const text = decodeConfigBytes(readFileSync(file));
    if (typeof text === 'string') return text;
    const where = text.line ? ` (line ${text.line}, column ${text.column})` : '';
    return { error: `${text.message}${where}` };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { error: 'file not found' };
    if (code === 'EACCES') return { error: 'permission denied' };
    if (code === 'ELOOP') return { error: 'is a symbolic link that loops' };
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
    // The blog's and the guides' covers are checked and copied like the About image.
    ...config.blog.posts.map((post, index) => ({
      path: `blog.posts[${index}].coverImage`,
      ref: post.coverImage,
    })),
    ...config.destinations.guides.map((guide, index) => ({
      path: `destinations.guides[${index}].coverImage`,
      ref: guide.coverImage,
    })),
  ];
  return refs.filter(
    (entry): entry is { path: string; ref: string } => !!entry.ref && !isHttpUrl(entry.ref),
  );
}

function assetProblems(config: AgencyConfig, configDir: string): ConfigProblem[] {
  return assetReferences(config).flatMap(({ path, ref }) => {
    const message = assetProblem(configDir, ref);
    return message ? [{ path, message }] : [];
  });
}

/**
 * Why an image a config names is refused, or undefined. Each folder on the way and the file are
 * checked without following links: the build copies the file into the published site, and a link
 * (to /etc/passwd, or a linked folder) would publish what it points at.
 */
export function assetProblem(configDir: string, ref: string): string | undefined {
  const file = join(configDir, ref);
  const segments = ref.split('/');
  let current = configDir;
  for (const [index, segment] of segments.entries()) {
    current = join(current, segment);
    const shown = segments.slice(0, index + 1).join('/');
    let stats: ReturnType<typeof lstatSync>;
    try {
      stats = lstatSync(current);
    } catch {
      return `image "${ref}" not found (looked for ${file})`;
    }
    if (stats.isSymbolicLink()) {
      const what = shown === ref ? `image "${ref}"` : `image "${ref}": "${shown}"`;
      return `${what} is a symbolic link (to ${printable(linkTarget(current))}): an image must be a real file inside the config folder`;
    }
    const last = index === segments.length - 1;
    if (!last && !stats.isDirectory()) return `image "${ref}" not found (looked for ${file})`;
    if (last && !stats.isFile()) {
      return stats.isDirectory()
        ? `image "${ref}" is a folder, not a file`
        : `image "${ref}" is not a regular file (a device, pipe or socket)`;
    }
    if (last && stats.size > MAX_IMAGE_BYTES) {
      return `image "${ref}" is larger than ${MAX_IMAGE_BYTES / 1_000_000} MB (${(stats.size / 1_000_000).toFixed(1)} MB)`;
    }
  }
  // Belt and braces: after the walk above the real path cannot be outside, but check it anyway.
  if (!isInside(realpathSync(file), realpathSync(configDir))) {
    return `image "${ref}" is outside the config folder`;
  }
  return imageFileProblem(ref, readFileSync(file));
}

function linkTarget(path: string): string {
  try {
    return resolve(dirname(path), readlinkSync(path));
  } catch {
    return '?';
  }
}

function isInside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/**
 * `<file>: <json.path>: <message>`, with the line and column when known. A file name with control
 * characters is printed escaped, so a hostile name cannot drive the terminal.
 */
export function formatProblem(file: string, problem: ConfigProblem): string {
  const where = problem.line ? ` (line ${problem.line}, column ${problem.column})` : '';
  return `${printableFileName(file)}: ${problem.path}: ${problem.message}${where}`;
}

function printableFileName(file: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  return /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(file)
    ? printable(file)
    : file;
}
