import { closest, distance } from 'fastest-levenshtein';
import {
  findNodeAtLocation,
  type Node as JsonNode,
  type ParseError,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser';
import type { z } from 'zod';
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

  const parsed = agencyConfigSchema.safeParse(data, { reportInput: true });
  if (parsed.success) return { ok: true, config: parsed.data, problems: [] };

  const tree = parseTree(source);
  const problems = parsed.error.issues.flatMap((issue) => issueToProblems(issue));
  return fail(...problems.map((problem) => locate(problem, tree, source)));
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
  if (issue.code === 'invalid_type') {
    if (input === undefined) return 'required';
    return `expected ${issue.expected}, got ${describe(input)}`;
  }
  if (issue.code === 'invalid_union') return `unexpected value ${describe(input)}`;
  const shown = typeof input === 'string' || typeof input === 'number';
  return shown && issue.code !== 'too_big'
    ? `${issue.message}, got ${describe(input)}`
    : issue.message;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
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
          : `[${JSON.stringify(String(segment))}]`,
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
 * (a subdomain belongs to one agency).
 */
export function validateConfigFiles(files: readonly ConfigFile[]): ConfigFileResult[] {
  const results = files.map(({ name, text }) => ({ name, result: validateConfigText(text) }));
  const owners = new Map<string, string>();
  for (const entry of results) {
    if (!entry.result.ok) continue;
    const subdomain = entry.result.config.agency.subdomain;
    const owner = owners.get(subdomain);
    if (owner === undefined) {
      owners.set(subdomain, entry.name);
      continue;
    }
    entry.result = fail({
      path: 'agency.subdomain',
      message: `subdomain "${subdomain}" is already used by ${owner}`,
    });
  }
  return results;
}

/** Files in a config folder that are agency configs (the JSON Schema beside them is not). */
export function isAgencyConfigFileName(name: string): boolean {
  return name.endsWith('.json') && !name.endsWith('.schema.json');
}
