import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assetProblem } from '@wl/core/node';

/**
 * Images an agency uploads in its settings (logo, mobile logo, favicon, About picture). They are
 * kept as `uploads/<subdomain>/<content hash>.<ext>` under the API's images folder, and that path
 * is the asset reference the config holds: a path relative to a config folder, as core's
 * `assetRef` takes, so a build that lays this folder beside the onboarding assets reads both.
 */
export const UPLOADS_FOLDER = 'uploads';

/** Extension by the type an upload declares: the bytes must then be that image (core's checks). */
const EXTENSION_BY_TYPE: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
};

export const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

/** A stored image's name is its content: the same name never means other bytes. */
export const STORED_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const UNSUPPORTED_IMAGE_TYPE_MESSAGE =
  'Upload a PNG, JPEG, GIF, WebP, AVIF, SVG or ICO image, sent with its content type (such as image/png)';

/** 128 bits of SHA-256 name a file: no two different images meet. */
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp|avif|svg|ico)$/;

export function extensionOfType(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return Object.hasOwn(EXTENSION_BY_TYPE, type) ? EXTENSION_BY_TYPE[type] : undefined;
}

export type StoredImage =
  | { ok: true; ref: string; fileName: string }
  | { ok: false; problem: string };

/**
 * Checks an upload with core's image checks (size, the bytes being the declared type, pixel
 * limits, inert SVG), then stores it under its content hash. The file is checked where it is
 * staged and moved in whole, so a refused or half-written upload is never served.
 */
export function storeImage(
  imagesDir: string,
  subdomain: string,
  extension: string,
  bytes: Uint8Array,
): StoredImage {
  const stagingDir = join(imagesDir, '.staging', randomUUID());
  const stagedName = `image.${extension}`;
  mkdirSync(stagingDir, { recursive: true });
  try {
    const staged = join(stagingDir, stagedName);
    writeFileSync(staged, bytes);
    const problem = assetProblem(stagingDir, stagedName);
    if (problem) return { ok: false, problem: forTheUploader(problem, stagedName) };
    const fileName = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
    const folder = join(imagesDir, UPLOADS_FOLDER, subdomain);
    mkdirSync(folder, { recursive: true });
    const target = join(folder, fileName);
    if (!existsSync(target)) renameSync(staged, target);
    return { ok: true, ref: `${UPLOADS_FOLDER}/${subdomain}/${fileName}`, fileName };
  } finally {
    rmSync(stagingDir, { recursive: true, force: true });
  }
}

/** Core names the file it checked; the uploader never saw the staged name. */
function forTheUploader(problem: string, stagedName: string): string {
  const sentence = problem
    .replace(`SVG image "${stagedName}"`, 'the SVG image')
    .replace(`image "${stagedName}"`, 'the image');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}

/** The stored file of one of the agency's uploads, or undefined for any other name. */
export function storedImageFile(
  imagesDir: string,
  subdomain: string,
  fileName: string,
): { bytes: Uint8Array; contentType: string } | undefined {
  if (!STORED_NAME.test(fileName)) return undefined;
  const file = join(imagesDir, UPLOADS_FOLDER, subdomain, fileName);
  if (!existsSync(file)) return undefined;
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
  return {
    bytes: readFileSync(file),
    contentType: CONTENT_TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream',
  };
}

/** Whether a config's asset reference is one of this agency's uploads and the file is there. */
export function uploadProblem(
  imagesDir: string,
  subdomain: string,
  ref: string,
): string | undefined {
  const prefix = `${UPLOADS_FOLDER}/${subdomain}/`;
  if (!ref.startsWith(prefix) || !STORED_NAME.test(ref.slice(prefix.length))) {
    return `image "${ref}" is not an image uploaded to this agency: upload it in the settings and use the reference the upload answers`;
  }
  return assetProblem(imagesDir, ref);
}
