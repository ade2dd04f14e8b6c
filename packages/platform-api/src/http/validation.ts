import { parseQuery } from '@wl/core';
import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest, type Issue } from './errors.ts';

const MAX_ISSUES = 20;

function issuesOf(error: { issues: z.core.$ZodIssue[] }): Issue[] {
  return error.issues.slice(0, MAX_ISSUES).map((issue) => ({
    path: issue.path.map(String).join('.') || '$',
    message: issue.message,
  }));
}

/**
 * Parses with a schema, or answers 400 naming the first problem and listing them all. Any zod 4
 * schema: core's are zod/mini, the API's own are classic zod.
 */
export function validate<T extends z.core.$ZodType>(
  schema: T,
  data: unknown,
  what: string,
): z.output<T> {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  const issues = issuesOf(result.error);
  const first = issues[0];
  throw badRequest(
    first
      ? `Invalid ${what}: ${first.path === '$' ? '' : `${first.path}: `}${first.message}`
      : `Invalid ${what}`,
    issues,
  );
}

/**
 * The JSON body, or undefined when there is none. JSON.parse makes `__proto__` an ordinary own
 * key and the schemas copy only the keys they know, so no input can reach a prototype.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
}

/** The query as an object: a JSON-encoded query or a standard one (spec §9 query helper). */
export function readQuery(c: Context): Record<string, unknown> {
  const search = new URL(c.req.url).search;
  return parseQuery(search) as Record<string, unknown>;
}

type ZodDef = { type: string; innerType?: unknown; in?: unknown; shape?: Record<string, unknown> };
const defOf = (schema: unknown) => (schema as { def?: ZodDef } | undefined)?.def;

/** The type a field finally parses as, through optional, default and pipe wrappers. */
function leafType(schema: unknown): string | undefined {
  let current = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    const def = defOf(current);
    if (!def) return undefined;
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe') current = def.in;
    else return def.type;
  }
  return undefined;
}

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * Query values are text; the same payloads arrive as JSON bodies. Turns each text into what the
 * schema expects at that key, leaving anything odd for the schema to reject with a clear issue.
 */
export function coerceQuery(
  schema: { shape: Record<string, unknown> },
  query: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!Object.hasOwn(schema.shape, key)) continue;
    const type = leafType(schema.shape[key]);
    if (
      type === 'number' &&
      typeof value === 'string' &&
      /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(value.trim())
    ) {
      out[key] = Number(value);
    } else if (
      type === 'boolean' &&
      typeof value === 'string' &&
      /^(true|false)$/i.test(value.trim())
    ) {
      out[key] = value.trim().toLowerCase() === 'true';
    } else if (type === 'array') {
      const parsed = Array.isArray(value) ? value.map(parseJsonText) : parseJsonText(value);
      out[key] = Array.isArray(parsed) ? parsed : [parsed];
    } else if (type === 'object') {
      out[key] = parseJsonText(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Date.parse rolls 2026-02-30 over to March; a payload naming a day that does not exist is wrong. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match || Number.isNaN(Date.parse(text))) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
