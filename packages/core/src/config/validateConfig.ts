import { closest, distance } from 'fastest-levenshtein';
import {
  findNodeAtLocation,
  type Node as JsonNode,
  type ParseError,
  parseTree,
  printParseErrorCode,
  visit,
} from 'jsonc-parser';
import { describeCharacter, unsafeCharacter } from '../schemas/primitives.ts';
import type { z } from '../zod.ts';
import { type AgencyConfig, agencyConfigSchema } from './agencyConfig.ts';

/** One thing wrong with a config, pointing at the JSON path to change. */
export interface ConfigProblem {
  /** Dotted JSON path such as `agency.primaryColor` or `faq.questions[2].question`; `$` is the whole file. */
  path: string;
  message: string;
  line?: number;
  column?: number;
}

export type ConfigResult =
  | { ok: true; config: AgencyConfig; problems: [] }
  | { ok: false; config?: undefined; problems: ConfigProblem[] };

/** Configs are small; anything this large is a mistake or an attack, and is refused unread. */
export const MAX_CONFIG_BYTES = 1_000_000;
/** A config nests a few levels; deeper input would only exhaust the stack of a recursive reader. */
export const MAX_CONFIG_DEPTH = 64;
/** Problems listed for one file; a file with more is hostile or hopeless, the rest are counted. */
export const MAX_PROBLEMS = 50;

const JSON_ERROR_TEXT: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected ":"',
  CommaExpected: 'expected ","',
  CloseBraceExpected: 'expected "}"',
  CloseBracketExpected: 'expected "]"',
  EndOfFileExpected: 'unexpected content after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in a string',
};

/**
 * The text of a config file from its bytes: UTF-8 only (a byte order mark is allowed). Bytes that
 * are not UTF-8 are refused with where they are, never replaced silently (the agency's name would
 * come out with "\uFFFD" in it).
 */
export function decodeConfigBytes(bytes: Uint8Array): string | ConfigProblem {
  if (bytes.length > MAX_CONFIG_BYTES) {
    return { path: '$', message: `file is larger than ${MAX_CONFIG_BYTES} bytes` };
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { path: '$', message: 'file is UTF-16 text: save it as UTF-8' };
  }
  const bad = firstInvalidUtf8(bytes);
  if (bad !== undefined) {
    const before = new TextDecoder().decode(bytes.subarray(0, bad));
    const byte = (bytes[bad] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    return {
      path: '$',
      message: `file is not valid UTF-8 (byte 0x${byte}): save it as UTF-8`,
      ...lineAndColumn(before, before.length),
    };
  }
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

/** Offset of the first byte that does not belong to a well-formed UTF-8 sequence (RFC 3629). */
function firstInvalidUtf8(bytes: Uint8Array): number | undefined {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    let length: number;
    let min: number;
    if (lead >= 0xc2 && lead <= 0xdf) [length, min] = [2, 0x80];
    else if (lead >= 0xe0 && lead <= 0xef) [length, min] = [3, 0x800];
    else if (lead >= 0xf0 && lead <= 0xf4) [length, min] = [4, 0x10000];
    else return index;
    let code = lead & (0xff >> (length + 1));
    for (let next = 1; next < length; next += 1) {
      const byte = bytes[index + next];
      if (byte === undefined || (byte & 0xc0) !== 0x80) return index;
      code = (code << 6) | (byte & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return index;
    index += length;
  }
  return undefined;
}

/** Validates the bytes of one config file: the encoding, then everything `validateConfigText` checks. */
export function validateConfigBytes(bytes: Uint8Array): ConfigResult {
  const text = decodeConfigBytes(bytes);
  return typeof text === 'string' ? validateConfigText(text) : fail(text);
}

/** Validates the text of one config file: JSON syntax, then the schema, then cross-field rules. */
export function validateConfigText(text: string): ConfigResult {
  if (text.length > MAX_CONFIG_BYTES) {
    return fail({ path: '$', message: `file is larger than ${MAX_CONFIG_BYTES} bytes` });
  }
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (source.trim() === '') return fail({ path: '$', message: 'file is empty' });
  if (nestingDepth(source) > MAX_CONFIG_DEPTH) {
    return fail({ path: '$', message: `nested deeper than ${MAX_CONFIG_DEPTH} levels` });
  }

  let data: unknown;
  try {
    // JSON.parse, not a hand-rolled reader: it makes `__proto__` an own key, never a prototype.
    data = JSON.parse(source);
  } catch {
    return fail(jsonSyntaxProblem(source));
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail({ path: '$', message: 'expected a JSON object with an "agency" key' });
  }

  // JSON.parse keeps the last of two equal keys; which one the agency meant is anybody's guess.
  const duplicates = duplicateKeys(source);
  if (duplicates.length > 0) return fail(...capped(duplicates));

  const characters = unsafeCharacters(data);
  const parsed = agencyConfigSchema.safeParse(data, { reportInput: true });
  if (parsed.success && characters.length === 0) {
    return { ok: true, config: parsed.data, problems: [] };
  }

  const tree = parseTree(source);
  const flagged = new Set(characters.map((problem) => problem.path));
  const problems = [
    ...characters,
    ...(parsed.error?.issues ?? [])
      .flatMap((issue) => issueToProblems(issue))
      .filter((problem) => !flagged.has(problem.path)),
  ];
  return fail(...capped(problems).map((problem) => locate(problem, tree, source)));
}

/** At most MAX_PROBLEMS problems, then one line that counts the rest. */
function capped(problems: ConfigProblem[]): ConfigProblem[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  const rest = problems.length - MAX_PROBLEMS;
  return [
    ...problems.slice(0, MAX_PROBLEMS),
    { path: '$', message: `${rest} more problem${rest === 1 ? '' : 's'} not listed` },
  ];
}

/** Every key that appears twice in one object, at the path of its second appearance. */
function duplicateKeys(source: string): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const objects: Map<string, number>[] = [];
  visit(source, {
    onObjectBegin: () => {
      objects.push(new Map());
    },
    onObjectEnd: () => {
      objects.pop();
    },
    onObjectProperty: (key, offset, _length, _line, _character, pathSupplier) => {
      const seen = objects.at(-1);
      if (!seen) return;
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, offset);
        return;
      }
      const { line } = lineAndColumn(source, first);
      problems.push({
        path: formatPath([...pathSupplier(), key]),
        message: `key ${printable(key)} appears twice in the same object (first on line ${line}): JSON keeps only the last, so which one you meant is unclear; keep one`,
        ...lineAndColumn(source, offset),
      });
    },
  });
  return problems;
}

/**
 * Characters no config string or key may hold (see `unsafeCharacter`), and line breaks or tabs in
 * keys. Checked on the parsed data, so `\u0000` written as an escape is caught like a raw one.
 */
function unsafeCharacters(data: unknown, path: (string | number)[] = []): ConfigProblem[] {
  if (typeof data === 'string') {
    const found = unsafeCharacter(data);
    return found ? [{ path: formatPath(path), message: `contains ${found}: remove it` }] : [];
  }
  if (Array.isArray(data)) {
    return data.flatMap((item, index) => unsafeCharacters(item, [...path, index]));
  }
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const keyPath = [...path, key];
    const lineBreak = /[\t\n\r]/.exec(key)?.[0];
    const found = unsafeCharacter(key) ?? (lineBreak ? describeCharacter(lineBreak) : undefined);
    return found
      ? [{ path: formatPath(keyPath), message: `key contains ${found}: remove it` }]
      : unsafeCharacters(value, keyPath);
  });
}

/** Deepest bracket nesting outside strings; syntax is checked later. */
function nestingDepth(source: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

function fail(...problems: ConfigProblem[]): ConfigResult {
  return { ok: false, problems };
}

function jsonSyntaxProblem(source: string): ConfigProblem {
  const errors: ParseError[] = [];
  parseTree(source, errors, { allowTrailingComma: false, disallowComments: true });
  const first = errors[0];
  const offset = first?.offset ?? 0;
  const text = (first && JSON_ERROR_TEXT[printParseErrorCode(first.error)]) ?? 'invalid JSON';
  const { line, column } = lineAndColumn(source, offset);
  return { path: '$', message: `invalid JSON: ${text}`, line, column };
}

type Issue = z.core.$ZodIssue;

function issueToProblems(issue: Issue): ConfigProblem[] {
  const path = issue.path as PropertyKey[];
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeysAt(path);
    return issue.keys.map((key) => {
      const suggestion = known.length > 0 ? closest(key, known) : undefined;
      const hint =
        suggestion && isLikelyTypo(key, suggestion) ? ` (did you mean "${suggestion}"?)` : '';
      return { path: formatPath([...path, key]), message: `unknown key${hint}` };
    });
  }
  return [{ path: formatPath(path), message: issueMessage(issue) }];
}

function issueMessage(issue: Issue): string {
  const input = (issue as { input?: unknown }).input;
  if (typeof input === 'number' && !Number.isFinite(input)) {
    return 'number is too large (it overflows a double-precision number)';
  }
  if (issue.code === 'invalid_type') {
    if (input === undefined) return 'required';
    return `expected ${issue.expected}, got ${describe(input)}`;
  }
  if (
    (issue.code === 'too_big' || issue.code === 'too_small') &&
    /^Too (big|small)/.test(issue.message)
  ) {
    return limitMessage(issue, input);
  }
  if (issue.code === 'invalid_union') return `unexpected value ${describe(input)}`;
  const shown = typeof input === 'string' || typeof input === 'number';
  return shown && issue.code !== 'too_big'
    ? `${issue.message}, got ${describe(input)}`
    : issue.message;
}

/** zod's default size messages, for people: "must be at most 120 characters (got 5,000)". */
function limitMessage(issue: Issue & { code: 'too_big' | 'too_small' }, input: unknown): string {
  const bound = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  const inclusive = issue.inclusive !== false;
  const limit =
    issue.code === 'too_big' ? (inclusive ? bound : bound - 1) : inclusive ? bound : bound + 1;
  const most = issue.code === 'too_big' ? 'at most' : 'at least';
  const count = (n: number) => n.toLocaleString('en-US');
  if (issue.origin === 'string' && typeof input === 'string') {
    return `must be ${most} ${count(limit)} characters (got ${count(input.length)})`;
  }
  if (issue.origin === 'array' && Array.isArray(input)) {
    return `must have ${most} ${count(limit)} items (got ${count(input.length)})`;
  }
  if (issue.origin === 'number' && typeof input === 'number') {
    return `must be ${inclusive ? most : issue.code === 'too_big' ? 'less than' : 'more than'} ${bound}, got ${input}`;
  }
  return issue.message;
}

/**
 * A string as JSON, with the characters a terminal or an editor would act on or hide escaped
 * (JSON.stringify leaves C1 controls and bidirectional overrides as they are).
 */
export function printable(text: string): string {
  return JSON.stringify(text).replace(
    /[\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g,
    (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') {
    return printable(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  }
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function isLikelyTypo(key: string, suggestion: string): boolean {
  const edits = distance(key.toLowerCase(), suggestion.toLowerCase());
  return edits <= Math.max(2, Math.floor(suggestion.length / 3));
}

/** Keys the schema accepts at a path, for "did you mean" hints. */
export function knownKeysAt(path: readonly PropertyKey[]): string[] {
  let schema: unknown = agencyConfigSchema;
  for (const segment of path) {
    schema = unwrap(schema);
    const def = (schema as { def?: { type?: string; shape?: object; element?: unknown } }).def;
    if (def?.type === 'object' && def.shape && typeof segment === 'string') {
      schema = (def.shape as Record<string, unknown>)[segment];
    } else if (def?.type === 'array') {
      schema = def.element;
    } else {
      return [];
    }
  }
  const def = (unwrap(schema) as { def?: { type?: string; shape?: object } }).def;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

function unwrap(schema: unknown): unknown {
  let current = schema as { def?: Record<string, unknown> } | undefined;
  for (let guard = 0; guard < 20 && current?.def; guard += 1) {
    const def = current.def;
    if (def.type === 'pipe') current = def.in as typeof current;
    else if (def.type === 'lazy') current = (def.getter as () => typeof current)();
    else if (def.innerType) current = def.innerType as typeof current;
    else break;
  }
  return current;
}

/** `agency.bookingMenuItemOptions[0].title`; `$` for the whole file. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '$';
  return path
    .map((segment, index) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : /^[A-Za-z_$][\w$]*$/.test(String(segment))
          ? `${index === 0 ? '' : '.'}${String(segment)}`
          : `[${printable(String(segment).slice(0, 100))}]`,
    )
    .join('');
}

function locate(problem: ConfigProblem, tree: JsonNode | undefined, source: string): ConfigProblem {
  if (!tree || problem.path === '$') return problem;
  const segments = parsePath(problem.path);
  // Missing keys have no node: point at the closest ancestor that exists.
  for (let length = segments.length; length >= 0; length -= 1) {
    const node = findNodeAtLocation(tree, segments.slice(0, length));
    if (node) {
      const at = node.parent?.type === 'property' ? node.parent.offset : node.offset;
      return { ...problem, ...lineAndColumn(source, at) };
    }
  }
  return problem;
}

function parsePath(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  const pattern = /\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|\.?([A-Za-z_$][\w$]*)/g;
  for (const match of path.matchAll(pattern)) {
    if (match[1] !== undefined) segments.push(Number(match[1]));
    else if (match[2] !== undefined) segments.push(JSON.parse(match[2]) as string);
    else if (match[3] !== undefined) segments.push(match[3]);
  }
  return segments;
}

export function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset && index < source.length; index += 1) {
    if (source.charCodeAt(index) === 10) {
      line += 1;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** A config file as the validator sees it: a name for messages and its text. */
export interface ConfigFile {
  name: string;
  text: string;
}

export interface ConfigFileResult {
  name: string;
  result: ConfigResult;
}

/**
 * Validates many configs together: each on its own, then the rules across files
 * (a subdomain, and an agency id, belong to one agency).
 */
export function validateConfigFiles(files: readonly ConfigFile[]): ConfigFileResult[] {
  const results = files.map(({ name, text }) => ({ name, result: validateConfigText(text) }));
  const owners = new Map<string, string>();
  const idOwners = new Map<number, string>();
  for (const entry of results) {
    if (!entry.result.ok) continue;
    const { subdomain, id } = entry.result.config.agency;
    const owner = owners.get(subdomain);
    if (owner !== undefined) {
      entry.result = fail({
        path: 'agency.subdomain',
        message: `subdomain "${subdomain}" is already used by ${owner}`,
      });
      continue;
    }
    // An id names one agency's terms page (spec §2.1 /agency-terms-and-conditions/{id}).
    const idOwner = id === undefined ? undefined : idOwners.get(id);
    if (idOwner !== undefined) {
      entry.result = fail({ path: 'agency.id', message: `id ${id} is already used by ${idOwner}` });
      continue;
    }
    owners.set(subdomain, entry.name);
    if (id !== undefined) idOwners.set(id, entry.name);
  }
  return results;
}

/** Files in a config folder that are agency configs (the JSON Schema beside them is not). */
export function isAgencyConfigFileName(name: string): boolean {
  return name.endsWith('.json') && !name.endsWith('.schema.json');
}
