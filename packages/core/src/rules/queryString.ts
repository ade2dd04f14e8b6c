/** A parsed query: single values as strings, repeated keys as arrays, JSON values as they were. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | QueryValue[]
  | { [key: string]: QueryValue };
export type Query = Record<string, QueryValue>;

/**
 * Spec §9: the query-string helper accepts either a JSON-encoded query (`{"tab":"Hotels"}`, raw or
 * URI-encoded, with or without a leading `?`) or a standard query string (`tab=Hotels&lat=1`).
 */
export function parseQuery(input: string | null | undefined): Query {
  const text = (input ?? '').trim().replace(/^\?/, '');
  if (text === '') return {};
  const json = parseJsonObject(text) ?? parseJsonObject(safeDecode(text));
  if (json) return json;
  const query: Query = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const existing = query[key];
    if (existing === undefined) query[key] = value;
    else query[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return { ...query };
}

/** Writes a standard query string (arrays as repeated keys, objects as JSON); no leading `?`. */
export function stringifyQuery(query: Record<string, QueryValue | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(
        key,
        typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item),
      );
    }
  }
  return params.toString();
}

function parseJsonObject(text: string): Query | null {
  if (!text.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Query)
      : null;
  } catch {
    return null;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
