// What a config image file really is. The site serves these files from its own origin, so a file
// named logo.png that holds HTML, or an SVG that carries script, would be stored XSS: the bytes
// must be the image the name promises, and an SVG must be inert (no script, no event handlers, no
// HTML, nothing loaded from elsewhere).
import { Parser } from 'htmlparser2';
import { imageSize } from 'image-size';
import { printable } from './validateConfig.ts';

/** Images larger than this are refused: a logo or an About picture is far smaller. */
export const MAX_IMAGE_BYTES = 5_000_000;

/**
 * The most pixels a raster image may declare, on a side and in all. A few hundred kilobytes of
 * PNG can declare 50,000 × 50,000 pixels (a "pixel flood"): every visitor's browser would try to
 * decode gigabytes. A full-width About picture at twice the density is far below these.
 */
export const MAX_IMAGE_SIDE = 8192;
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' | 'ico' | 'svg';

const KIND_BY_EXTENSION: Record<string, readonly ImageKind[]> = {
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  avif: ['avif'],
  // Browsers take a PNG inside an .ico, and many favicon tools write one.
  ico: ['ico', 'png'],
  svg: ['svg'],
};

const KIND_NAMES: Record<ImageKind, string> = {
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  gif: 'a GIF image',
  webp: 'a WebP image',
  avif: 'an AVIF image',
  ico: 'an ICO icon',
  svg: 'an SVG image',
};

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The image format the bytes start with (magic numbers), if any. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  const starts = (...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12))) return 'avif';
  if (starts(0x00, 0x00, 0x01, 0x00) && bytes.length > 6) return 'ico';
  if (rootElement(bytes) === 'svg') return 'svg';
  return undefined;
}

/** What a file that is not the expected image looks like, for the message. */
function describeContent(bytes: Uint8Array): string {
  const kind = sniffImage(bytes);
  if (kind) return KIND_NAMES[kind];
  const root = rootElement(bytes);
  if (root === 'html' || root === '!doctype') return 'an HTML page';
  if (root) return `markup with a <${root}> root element`;
  const head = ascii(bytes, 0, 5);
  if (head === '%PDF-') return 'a PDF document';
  if (head.startsWith('PK\u0003\u0004')) return 'a ZIP archive';
  if (head.startsWith('\u007fELF')) return 'a program';
  return decodesAsText(bytes) ? 'text' : 'data of an unknown kind';
}

function decodesAsText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4096));
    return !text.includes('\u0000');
  } catch {
    return false;
  }
}

/** The name of the first element of a markup file (lower case), skipping prolog and comments. */
function rootElement(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder().decode(bytes.subarray(0, 4096));
  const text = head
    .replace(/^\ufeff/, '')
    .replace(
      /^(\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!doctype\s+svg\b[^[>]*(\[[\s\S]*?\])?\s*>)*/i,
      '',
    );
  return /^<(!doctype|[A-Za-z][\w:.-]*)/i.exec(text)?.[1]?.toLowerCase();
}

/**
 * Why an image file is refused, or undefined when its bytes are the image its name promises and,
 * for SVG, safe to serve from the site's origin. `name` is the path the config gives.
 */
export function imageFileProblem(name: string, bytes: Uint8Array): string | undefined {
  const extension = /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const expected = KIND_BY_EXTENSION[extension];
  if (!expected)
    return `image "${name}" is not a .png, .jpg, .gif, .webp, .avif, .svg or .ico file`;
  if (bytes.length === 0) return `image "${name}" is an empty file`;
  if (bytes.length > MAX_IMAGE_BYTES) {
    return `image "${name}" is larger than ${MAX_IMAGE_BYTES / 1_000_000} MB (${(bytes.length / 1_000_000).toFixed(1)} MB)`;
  }
  const kind = sniffImage(bytes);
  const want = KIND_NAMES[expected[0] ?? 'png'];
  if (!kind || !expected.includes(kind)) {
    return `image "${name}" is not ${want}: its content is ${describeContent(bytes)}`;
  }
  if (kind !== 'svg') {
    const size = rasterSizeProblem(bytes);
    return size ? `image "${name}" ${size}` : undefined;
  }
  const unsafe = svgProblem(bytes);
  return unsafe ? `SVG image "${name}" ${unsafe}` : undefined;
}

/** Why a raster image's declared dimensions are refused (every image of an icon file counts). */
function rasterSizeProblem(bytes: Uint8Array): string | undefined {
  let images: { width: number; height: number }[];
  try {
    const size = imageSize(bytes);
    images = size.images?.length ? size.images : [size];
  } catch {
    return 'has no readable width and height';
  }
  for (const { width, height } of images) {
    if (!(width > 0 && height > 0)) return 'has no readable width and height';
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
      return `is ${width} × ${height} pixels: at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
    }
  }
  return undefined;
}

/** SVG elements a logo or picture may use: shapes, text, paint servers, filters, animation. */
const SVG_ELEMENTS = new Set(
  [
    'svg',
    'g',
    'defs',
    'title',
    'desc',
    'metadata',
    'symbol',
    'use',
    'switch',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'mask',
    'pattern',
    'marker',
    'image',
    'style',
    'filter',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feConvolveMatrix',
    'feDiffuseLighting',
    'feDisplacementMap',
    'feDistantLight',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feImage',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
    'fePointLight',
    'feSpecularLighting',
    'feSpotLight',
    'feTile',
    'feTurbulence',
    'animate',
    'animateMotion',
    'animateTransform',
    'mpath',
    'set',
  ].map((name) => name.toLowerCase()),
);

/** Namespaces an SVG may declare: SVG itself, XLink, and the inert metadata of drawing tools. */
const SAFE_NAMESPACES = new Set([
  'http://www.w3.org/2000/svg',
  'http://www.w3.org/1999/xlink',
  'http://www.w3.org/XML/1998/namespace',
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://ns.adobe.com/AdobeIllustrator/10.0/',
  'http://ns.adobe.com/Extensibility/1.0/',
  'http://ns.adobe.com/Graphs/1.0/',
  'http://ns.adobe.com/SaveForWeb/1.0/',
  'http://ns.adobe.com/Variables/1.0/',
  'http://ns.adobe.com/ImageReplacement/1.0/',
]);

/** Raster pictures an SVG <image> may embed inline; never SVG or HTML (they could hold script). */
const INLINE_RASTER = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

const WHY_SCRIPT = 'which would run as script when the image is opened from the site';

/**
 * Why an SVG is unsafe to serve from the agency's origin, or undefined. An allow-list of elements,
 * plus rules for attributes and style sheets: no event handlers, no script, no HTML
 * (foreignObject), no links out (href, url(), @import), no DOCTYPE or entities.
 */
export function svgProblem(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'is not UTF-8 text';
  }
  let problem: string | undefined;
  let depth = 0;
  const stack: string[] = [];
  const parser = new Parser(
    {
      onprocessinginstruction(name, data) {
        const lower = name.toLowerCase();
        if (lower === '!doctype' && !data.includes('[')) return;
        if (lower === '!doctype' || lower.startsWith('!entity')) {
          problem ??= `has a DOCTYPE with declarations or an ENTITY${at()}: SVG images need none, and entities can expand to gigabytes`;
        } else if (lower !== '?xml') {
          problem ??= `has the processing instruction <${name}>${at()}, which can load a style sheet or transform from elsewhere`;
        }
      },
      onopentag(rawName, attributes) {
        depth += 1;
        const name = rawName.toLowerCase();
        stack.push(name);
        if (depth === 1 && name !== 'svg') {
          problem ??= `does not start with an <svg> element (found <${rawName}>)`;
        }
        problem ??= elementProblem(rawName, name, attributes);
      },
      ontext(data) {
        if (stack.at(-1) === 'style') problem ??= cssProblem(data, `a <style> element${at()}`);
      },
      onclosetag() {
        stack.pop();
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  const at = () => ` (line ${lineOf(text, parser.startIndex)})`;

  function elementProblem(
    rawName: string,
    name: string,
    attributes: Record<string, string>,
  ): string | undefined {
    const localName = name.slice(name.indexOf(':') + 1);
    if (localName === 'script') return `has a <${rawName}> element${at()}, ${WHY_SCRIPT}`;
    if (localName === 'foreignobject') {
      return `has a <foreignObject> element${at()}: it embeds HTML, ${WHY_SCRIPT}`;
    }
    const prefix = rawName.includes(':') ? rawName.slice(0, rawName.indexOf(':')) : undefined;
    if (prefix === undefined && !SVG_ELEMENTS.has(name)) {
      return `has the element <${rawName}>${at()}, which is not allowed in an image`;
    }
    for (const [rawAttribute, value] of Object.entries(attributes)) {
      const attribute = rawAttribute.toLowerCase();
      const local = attribute.slice(attribute.indexOf(':') + 1);
      const shown = `${rawAttribute}=${printable(value.length > 60 ? `${value.slice(0, 60)}…` : value)}`;
      if (local.startsWith('on')) {
        return `has the event handler ${shown} on <${rawName}>${at()}, ${WHY_SCRIPT}`;
      }
      if (attribute === 'xmlns' || attribute.startsWith('xmlns:')) {
        if (!SAFE_NAMESPACES.has(value.trim())) {
          return `declares the namespace ${shown}${at()}: only SVG, XLink and drawing-tool metadata are allowed (HTML inside an SVG can run script)`;
        }
        continue;
      }
      if (/^(javascript|vbscript):|^data:text/i.test(stripInvisible(value))) {
        return `has ${shown} on <${rawName}>${at()}, ${WHY_SCRIPT}`;
      }
      if (local === 'href' || local === 'src') {
        const target = value.trim();
        if (target.startsWith('#')) continue;
        if (name === 'image' && INLINE_RASTER.test(target)) continue;
        return `links to ${shown} on <${rawName}>${at()}: an image may only refer to its own parts ("#id") or embed PNG, JPEG, GIF or WebP data`;
      }
      if ((name === 'animate' || name === 'set') && local === 'attributename') {
        const target = value.trim().toLowerCase();
        if (/^(xlink:)?href$/.test(target) || target.startsWith('on')) {
          return `animates the ${value} attribute${at()}, which can turn into a script link`;
        }
      }
      const css = cssProblem(value, `the ${rawAttribute} attribute of <${rawName}>${at()}`);
      if (css) return css;
    }
    return undefined;
  }

  parser.write(text);
  parser.end();
  if (problem === undefined && depth === 0) return 'has no <svg> element';
  return problem;
}

/** Control and invisible characters a URL parser drops (`java\tscript:`). */
function stripInvisible(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  return value.replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200f\ufeff]/g, '');
}

/** A style sheet or presentation attribute that loads something or runs code. */
function cssProblem(css: string, where: string): string | undefined {
  const plain = stripInvisible(css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\\/g, ''));
  if (/@import/i.test(plain)) return `has @import in ${where}: an image may not load style sheets`;
  if (/expression\(|-moz-binding|behavior:/i.test(plain)) {
    return `has a script expression in ${where}, ${WHY_SCRIPT}`;
  }
  for (const match of plain.matchAll(/url\(([^)]*)\)/gi)) {
    const target = (match[1] ?? '').replace(/^['"]|['"]$/g, '');
    if (!target.startsWith('#') && !INLINE_RASTER.test(target)) {
      return `loads url(${target.slice(0, 60)}) in ${where}: an image may only refer to its own parts ("url(#id)")`;
    }
  }
  return undefined;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index += 1) {
    if (text.charCodeAt(index) === 10) line += 1;
  }
  return line;
}
