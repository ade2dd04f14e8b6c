import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * scrypt cost: Node's default N=2^14 (16 MiB, about 50 ms here). The parameters are stored with
 * each hash, so raising them later only affects new hashes and needs no migration.
 */
const PARAMS = { N: 2 ** 14, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const MAX_MEMORY = 64 * 1024 * 1024;

function encode(params: { N: number; r: number; p: number }, salt: Buffer, key: Buffer): string {
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A salted scrypt hash, with its parameters, so they can be raised later without a migration. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  const key = scryptSync(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return encode(PARAMS, salt, key);
}

/** `hashPasswordSync` off the event loop (requests keep flowing while scrypt runs). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return encode(PARAMS, salt, key);
}

function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every(Number.isSafeInteger) || expected.length === 0) return false;
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64'), expected.length, {
    ...params,
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}

let decoy: string | undefined;

/**
 * A hash to verify against when the e-mail is unknown, so that a wrong e-mail takes as long as
 * a wrong password and response times do not reveal which accounts exist.
 */
export function decoyHash(): string {
  decoy ??= hashPasswordSync(randomBytes(12).toString('base64'));
  return decoy;
}
