// Issue 17 "Hostile configs", the cases that need files: symbolic links out of the config folder,
// pipes and devices, images that are not what their name says, SVG that would run script when the
// site serves it from its own origin. Each is refused at the JSON path that names the file.
import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../config/imageFile.ts';
import { formatProblem, loadConfigs } from './configFiles.ts';

const DEMO_ASSETS = resolve(import.meta.dirname, '../../../../agency-configs/assets');
const temp: string[] = [];
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  temp.push(dir);
  return dir;
}

/** A folder outside every config folder, with a file no site may publish. */
const outside = tempDir('outside');
const SECRET = join(outside, 'secret.svg');
writeFileSync(SECRET, '<svg xmlns="http://www.w3.org/2000/svg"><title>TOP SECRET</title></svg>');

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
/** A PNG's signature and header chunk declaring `width` × `height` (all a reader needs). */
function png(width: number, height: number): Uint8Array {
  const header = [...Buffer.from('IHDR'), ...be32(width), ...be32(height), 8, 6, 0, 0, 0];
  const crc = crc32(Uint8Array.from(header));
  return Uint8Array.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...be32(13),
    ...header,
    ...be32(crc),
  ]);
}
const PNG = png(16, 16);
/** A GIF's header declaring `width` × `height`. */
const gif = (width: number, height: number) =>
  Uint8Array.from([
    ...Buffer.from('GIF89a'),
    ...[width & 255, width >> 8, height & 255, height >> 8],
    ...[0, 0, 0, 0x3b],
  ]);
/** A JPEG with a JFIF segment and a frame header declaring `width` × `height`. */
const jpeg = (width: number, height: number) =>
  Uint8Array.from([
    ...[0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255],
    ...[3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9],
  ]);
const pixelFlood = (name: string, ref: string, content: Uint8Array, message: RegExp) => ({
  kind: 'image that declares too many pixels',
  name,
  field: ref.includes('favicon') ? 'agency.favicon' : 'agency.logo',
  ref,
  setup: [write(ref, content)],
  message,
});
const TOO_MANY = /: at most 8192 pixels a side and 40 megapixels$/;

const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>\n${body}\n</svg>\n`;

type Setup = (dir: string) => void;
const write =
  (name: string, content: string | Uint8Array): Setup =>
  (dir) => {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  };
const link =
  (name: string, target: string): Setup =>
  (dir) => {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    symlinkSync(target, join(dir, name));
  };

/** A config folder with one agency whose `field` names `ref`, after `setup` made its files. */
function loadWith(field: string, ref: string, ...setup: Setup[]) {
  const dir = tempDir('hostile-asset');
  for (const step of setup) step(dir);
  const config: Record<string, Record<string, unknown>> = {
    agency: { agencyName: 'Hostile', subdomain: 'hostile' },
    about: { isEnabled: false },
  };
  const [section, key] = field.split('.') as [string, string];
  if (section === 'about') {
    config.agency = { ...config.agency, isAbousUsEnable: true };
    config.about = { isEnabled: true, content: '<p>Hi</p>' };
  }
  (config[section] as Record<string, unknown>)[key] = ref;
  const file = join(dir, 'hostile.json');
  writeFileSync(file, JSON.stringify(config));
  const [result] = loadConfigs([file]);
  return { dir, file, result };
}

interface AssetCase {
  kind: string;
  name: string;
  field: string;
  ref: string;
  setup: Setup[];
  message: RegExp;
}

const svgCase = (name: string, content: string, message: RegExp): AssetCase => ({
  kind: 'SVG with script or external references',
  name,
  field: 'agency.logo',
  ref: 'assets/logo.svg',
  setup: [write('assets/logo.svg', content)],
  message,
});

const ASSET_CASES: AssetCase[] = [
  // Symbolic links: the build copies image files into the published site.
  {
    kind: 'symbolic link out of the config folder',
    name: 'logo linked to a file outside',
    field: 'agency.logo',
    ref: 'assets/logo.svg',
    setup: [link('assets/logo.svg', SECRET)],
    message:
      /^image "assets\/logo\.svg" is a symbolic link \(to ".*secret\.svg"\): an image must be a real file inside the config folder$/,
  },
  {
    kind: 'symbolic link out of the config folder',
    name: 'logo linked to /etc/passwd',
    field: 'agency.favicon',
    ref: 'assets/favicon.ico',
    setup: [link('assets/favicon.ico', '/etc/passwd')],
    message: /"assets\/favicon\.ico" is a symbolic link \(to "?\/etc\/passwd"?\)/,
  },
  {
    kind: 'symbolic link out of the config folder',
    name: 'image in a linked folder',
    field: 'about.image',
    ref: 'assets/shared/secret.svg',
    setup: [(dir) => mkdirSync(join(dir, 'assets')), link('assets/shared', outside)],
    message: /"assets\/shared" is a symbolic link \(to .*outside.*\)/,
  },
  {
    kind: 'symbolic link out of the config folder',
    name: 'the whole assets folder linked to /etc',
    field: 'agency.logoMobile',
    ref: 'assets/passwd.png',
    setup: [link('assets', '/etc')],
    message: /"assets" is a symbolic link \(to "?\/etc"?\)/,
  },
  {
    kind: 'symbolic link out of the config folder',
    name: 'relative link climbing out',
    field: 'agency.logo',
    ref: 'assets/logo.svg',
    // assets/logo.svg -> ../../<outside>/secret.svg, both folders in the system temp folder.
    setup: [link('assets/logo.svg', `../../${basename(outside)}/secret.svg`)],
    message: /"assets\/logo\.svg" is a symbolic link \(to .*secret\.svg"?\)/,
  },
  {
    kind: 'symbolic link out of the config folder',
    name: 'link to another file inside the folder (published as a link)',
    field: 'agency.logo',
    ref: 'assets/logo.svg',
    setup: [
      write('assets/real.svg', svg('<rect width="1" height="1"/>')),
      link('assets/logo.svg', 'real.svg'),
    ],
    message: /"assets\/logo\.svg" is a symbolic link/,
  },
  {
    kind: 'symbolic link out of the config folder',
    name: 'link that loops',
    field: 'agency.logo',
    ref: 'assets/logo.svg',
    setup: [link('assets/logo.svg', 'logo.svg')],
    message: /is a symbolic link/,
  },
  // Not files at all.
  {
    kind: 'image that is not an image',
    name: 'a folder named logo.png',
    field: 'agency.logo',
    ref: 'assets/logo.png',
    setup: [(dir) => mkdirSync(join(dir, 'assets', 'logo.png'), { recursive: true })],
    message: /^image "assets\/logo\.png" is a folder, not a file$/,
  },
  {
    kind: 'image that is not an image',
    name: 'a named pipe (would block the build forever)',
    field: 'agency.logo',
    ref: 'assets/logo.png',
    setup: [
      (dir) => {
        mkdirSync(join(dir, 'assets'));
        spawnSync('mkfifo', [join(dir, 'assets', 'logo.png')]);
      },
    ],
    message: /^image "assets\/logo\.png" is not a regular file \(a device, pipe or socket\)$/,
  },
  {
    kind: 'image that is not an image',
    name: 'a text file named .png',
    field: 'agency.logo',
    ref: 'assets/logo.png',
    setup: [write('assets/logo.png', 'this is not an image\n')],
    message: /^image "assets\/logo\.png" is not a PNG image: its content is text$/,
  },
  {
    kind: 'image that is not an image',
    name: 'a PNG with wrong magic bytes',
    field: 'agency.logo',
    ref: 'assets/logo.png',
    setup: [write('assets/logo.png', Uint8Array.from([0x88, ...PNG.subarray(1), 0xff, 0xfe]))],
    message: /is not a PNG image: its content is data of an unknown kind$/,
  },
  {
    kind: 'image that is not an image',
    name: 'an HTML page named .png',
    field: 'agency.favicon',
    ref: 'assets/favicon.png',
    setup: [write('assets/favicon.png', '<!doctype html><script>alert(1)</script>')],
    message: /is not a PNG image: its content is an HTML page$/,
  },
  {
    kind: 'image that is not an image',
    name: 'an HTML page named .svg',
    field: 'agency.logo',
    ref: 'assets/logo.svg',
    setup: [
      write('assets/logo.svg', '<html><body><svg><script>alert(1)</script></svg></body></html>'),
    ],
    message: /is not an SVG image: its content is an HTML page$/,
  },
  {
    kind: 'image that is not an image',
    name: 'a PNG named .jpg',
    field: 'about.image',
    ref: 'assets/about.jpg',
    setup: [write('assets/about.jpg', PNG)],
    message: /is not a JPEG image: its content is a PNG image$/,
  },
  {
    kind: 'image that is not an image',
    name: 'a PDF named .gif',
    field: 'agency.logo',
    ref: 'assets/logo.gif',
    setup: [write('assets/logo.gif', '%PDF-1.7\n%âãÏÓ\n')],
    message: /is not a GIF image: its content is a PDF document$/,
  },
  {
    kind: 'image that is not an image',
    name: 'an empty file',
    field: 'agency.logo',
    ref: 'assets/logo.webp',
    setup: [write('assets/logo.webp', '')],
    message: /^image "assets\/logo\.webp" is an empty file$/,
  },
  {
    kind: 'image that is not an image',
    name: 'an image over 5 MB',
    field: 'agency.logo',
    ref: 'assets/logo.png',
    setup: [
      write('assets/logo.png', PNG),
      (dir) => truncateSync(join(dir, 'assets', 'logo.png'), MAX_IMAGE_BYTES + 1),
    ],
    message: /is larger than 5 MB \(5\.0 MB\)$/,
  },
  // SVG served from the agency's origin: anything that runs or loads is stored XSS or tracking.
  svgCase(
    '<script>',
    svg('<script>alert(document.cookie)</script>'),
    /^SVG image "assets\/logo\.svg" has a <script> element \(line 2\), which would run as script when the image is opened from the site$/,
  ),
  svgCase(
    '<script> in CDATA, upper case',
    svg('<SCRIPT><![CDATA[alert(1)]]></SCRIPT>'),
    /has a <SCRIPT> element/,
  ),
  svgCase(
    'prefixed svg:script',
    svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'),
    /has a <svg:script> element/,
  ),
  svgCase(
    'onload on the root',
    svg('<rect/>', ' onload="alert(1)"'),
    /has the event handler onload="alert\(1\)" on <svg> \(line 1\)/,
  ),
  svgCase(
    'onclick in mixed case',
    svg('<rect OnClick="alert(1)"/>'),
    /has the event handler OnClick=/,
  ),
  svgCase(
    'onbegin on an animation',
    svg('<animate onbegin="alert(1)" attributeName="x"/>'),
    /event handler onbegin=/,
  ),
  svgCase(
    '<foreignObject> with HTML',
    svg(
      '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>',
    ),
    /has a <foreignObject> element \(line 2\): it embeds HTML/,
  ),
  svgCase(
    '<a href="javascript:">',
    svg('<a href="javascript:alert(1)"><rect/></a>'),
    /has the element <a> \(line 2\), which is not allowed in an image/,
  ),
  svgCase(
    'javascript: in xlink:href of <use>',
    svg('<use xlink:href="javascript:alert(1)"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'),
    /has xlink:href="javascript:alert\(1\)" on <use>/,
  ),
  svgCase(
    'entity-encoded tab in javascript:',
    svg('<use href="jav&#x09;ascript:alert(1)"/>'),
    /^SVG image "assets\/logo\.svg" has href="jav\\tascript:alert\(1\)" on <use> \(line 2\), which would run as script/,
  ),
  svgCase(
    'external <image>',
    svg('<image href="https://tracker.example/pixel.png"/>'),
    /links to href="https:\/\/tracker\.example\/pixel\.png" on <image>.*only refer to its own parts/,
  ),
  svgCase(
    'external <use> sprite',
    svg('<use href="https://evil.example/sprite.svg#a"/>'),
    /links to href="https:\/\/evil\.example\/sprite\.svg#a" on <use>/,
  ),
  svgCase(
    'nested SVG as data: in <image>',
    svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>'),
    /links to href="data:image\/svg\+xml/,
  ),
  svgCase(
    'external <feImage>',
    svg('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>'),
    /links to href=.* on <feImage>/,
  ),
  svgCase(
    '@import in <style>',
    svg('<style>@import url(https://evil.example/x.css);</style>'),
    /has @import in a <style> element \(line 2\)/,
  ),
  svgCase(
    'external url() in <style>',
    svg('<style><![CDATA[rect { fill: url("https://evil.example/track") }]]></style>'),
    /loads url\(https:\/\/evil\.example\/track\) in a <style> element/,
  ),
  svgCase(
    'external url() in a style attribute',
    svg('<rect style="fill:url(//evil.example/x#g)"/>'),
    /loads url\(\/\/evil\.example\/x#g\) in the style attribute of <rect>/,
  ),
  svgCase(
    'external url() in fill',
    svg('<rect fill="url(https://evil.example/p.svg#g)"/>'),
    /in the fill attribute of <rect>/,
  ),
  svgCase(
    'CSS expression()',
    svg('<rect style="width:expression(alert(1))"/>'),
    /has a script expression in the style attribute/,
  ),
  svgCase(
    'billion laughs entities',
    `<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;">]>\n${svg('<text>&b;</text>')}`,
    /has a DOCTYPE with declarations or an ENTITY \(line 2\): SVG images need none/,
  ),
  svgCase(
    'xml-stylesheet (XSLT)',
    `<?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?>\n${svg('<rect/>')}`,
    /has the processing instruction <\?xml-stylesheet> \(line 1\)/,
  ),
  svgCase(
    'XHTML namespace',
    svg('<h:iframe src="https://evil.example/"/>', ' xmlns:h="http://www.w3.org/1999/xhtml"'),
    /declares the namespace xmlns:h="http:\/\/www\.w3\.org\/1999\/xhtml"/,
  ),
  svgCase(
    '<iframe>',
    svg('<iframe src="https://evil.example/"/>'),
    /has the element <iframe> \(line 2\), which is not allowed/,
  ),
  svgCase('<embed>', svg('<embed src="x.swf"/>'), /has the element <embed>/),
  svgCase(
    '<handler> (SVG Tiny events)',
    svg('<handler type="application/ecmascript">alert(1)</handler>'),
    /has the element <handler>/,
  ),
  svgCase(
    '<set> turning href into a script link',
    svg('<use href="#a"><set attributeName="href" to="javascript:alert(1)"/></use>'),
    /animates the href attribute \(line 2\), which can turn into a script link/,
  ),
  svgCase(
    'no <svg> element at all',
    '<?xml version="1.0"?>\n<!-- nothing here -->\n',
    /is not an SVG image: its content is text$/,
  ),
  // A small file declaring a huge picture: every visitor's browser would decode gigabytes.
  pixelFlood(
    'a 300-byte PNG declaring 50,000 × 50,000 pixels',
    'assets/logo.png',
    png(50_000, 50_000),
    new RegExp(`^image "assets/logo\\.png" is 50000 × 50000 pixels${TOO_MANY.source}`),
  ),
  pixelFlood('a PNG one pixel wider than 8192', 'assets/logo.png', png(8193, 10), TOO_MANY),
  pixelFlood('a PNG of 48 megapixels', 'assets/logo.png', png(8000, 6000), TOO_MANY),
  pixelFlood('a GIF declaring 65,535 × 65,535', 'assets/logo.gif', gif(65_535, 65_535), TOO_MANY),
  pixelFlood('a JPEG declaring 60,000 × 60,000', 'assets/logo.jpg', jpeg(60_000, 60_000), TOO_MANY),
  pixelFlood(
    'an .ico holding a PNG of 50,000 × 50,000',
    'assets/favicon.ico',
    png(50_000, 50_000),
    TOO_MANY,
  ),
  pixelFlood(
    'a PNG of zero width',
    'assets/logo.png',
    png(0, 10),
    /^image "assets\/logo\.png" has no readable width and height$/,
  ),
];

describe('hostile image files are refused at the JSON path that names them (issue 17)', () => {
  it('has at least 40 file-level cases', () => {
    expect(ASSET_CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ASSET_CASES)('[$kind] $name -> $field', ({ field, ref, setup, message }) => {
    const { result } = loadWith(field, ref, ...setup);
    expect(result?.ok, 'accepted a hostile image').toBe(false);
    if (result?.ok !== false) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.path).toBe(field);
    expect(result.problems[0]?.message).toMatch(message);
  });
});

describe('hostile config files (issue 17)', () => {
  it('refuses a config that is a symbolic link out of its folder', () => {
    const dir = tempDir('configs');
    const target = join(outside, 'elsewhere.json');
    writeFileSync(target, '{"agency":{"agencyName":"X","subdomain":"x"}}');
    symlinkSync(target, join(dir, 'linked.json'));
    const [result] = loadConfigs([join(dir, 'linked.json')]);
    expect(result).toMatchObject({ ok: false, problems: [{ path: '$' }] });
    expect(result?.ok === false && result.problems[0]?.message).toMatch(
      /^is a symbolic link to .*elsewhere\.json"?, outside the config folder: put the config file itself in the folder$/,
    );
  });

  it('refuses a config linked to a device without reading it', () => {
    const dir = tempDir('configs');
    symlinkSync('/dev/zero', join(dir, 'zero.json'));
    const [result] = loadConfigs([join(dir, 'zero.json')]);
    expect(result?.ok === false && result.problems[0]?.message).toMatch(
      /outside the config folder/,
    );
  });

  it('refuses a named pipe called x.json instead of waiting on it forever', () => {
    const dir = tempDir('configs');
    spawnSync('mkfifo', [join(dir, 'pipe.json')]);
    const [result] = loadConfigs([join(dir, 'pipe.json')]);
    expect(result).toMatchObject({
      ok: false,
      problems: [{ path: '$', message: 'is not a regular file (a device, pipe or socket)' }],
    });
  });

  it('refuses a config file that is not UTF-8, with the line of the bad byte', () => {
    const dir = tempDir('configs');
    const file = join(dir, 'latin1.json');
    writeFileSync(
      file,
      Buffer.from('{\n  "agency": {\n    "agencyName": "Caf\xe9"\n  }\n}\n', 'latin1'),
    );
    const [result] = loadConfigs([file]);
    expect(result).toMatchObject({
      ok: false,
      problems: [
        {
          path: '$',
          message: 'file is not valid UTF-8 (byte 0xE9): save it as UTF-8 (line 3, column 23)',
        },
      ],
    });
  });

  it('accepts a config linked from inside its own folder', () => {
    const dir = tempDir('configs');
    writeFileSync(join(dir, 'real.json'), '{"agency":{"agencyName":"X","subdomain":"x"}}');
    symlinkSync('real.json', join(dir, 'alias.json'));
    expect(loadConfigs([join(dir, 'alias.json')])[0]?.ok).toBe(true);
  });

  it('prints a file name with control characters escaped', () => {
    expect(formatProblem('/tmp/evil\u001b[2J.json', { path: '$', message: 'x' })).toBe(
      '"/tmp/evil\\u001b[2J.json": $: x',
    );
  });
});

describe('images the hostile rules leave alone', () => {
  const accepted = (field: string, ref: string, ...setup: Setup[]) => {
    const { result } = loadWith(field, ref, ...setup);
    expect(result?.ok === false ? result.problems : []).toEqual([]);
  };

  it('accepts every demo agency image', () => {
    for (const name of [
      'horizon/logo.svg',
      'horizon/about.svg',
      'nordlys/about.svg',
      'solmar/favicon.svg',
    ]) {
      accepted(
        'agency.logo',
        `assets/${name}`,
        write(`assets/${name}`, readFileSync(join(DEMO_ASSETS, name))),
      );
    }
  });

  it('accepts an SVG with internal references, an inline PNG, a DOCTYPE without declarations and drawing-tool metadata', () => {
    const content = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- Generator: a drawing tool -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 10 10">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient><symbol id="s"><rect width="1" height="1"/></symbol></defs>
  <style>.a { fill: url(#g); }</style>
  <rect class="a" fill="url('#g')" width="10" height="10" inkscape:label="background"/>
  <use xlink:href="#s"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <animate attributeName="opacity" from="0" to="1" dur="1s"/>
</svg>`;
    accepted('agency.logo', 'assets/logo.svg', write('assets/logo.svg', content));
  });

  it('accepts pictures up to the pixel limits: 8192 a side, 40 megapixels', () => {
    accepted('agency.logo', 'assets/logo.png', write('assets/logo.png', png(8192, 4882)));
    accepted('agency.logo', 'assets/logo.gif', write('assets/logo.gif', gif(4000, 3000)));
    accepted('agency.logo', 'assets/logo.jpg', write('assets/logo.jpg', jpeg(3840, 2160)));
  });

  it('accepts a real PNG, a PNG inside an .ico and an upper-case extension', () => {
    accepted('agency.logo', 'assets/logo.png', write('assets/logo.png', PNG));
    accepted('agency.favicon', 'assets/favicon.ico', write('assets/favicon.ico', PNG));
    accepted('agency.logo', 'assets/LOGO.PNG', write('assets/LOGO.PNG', PNG));
  });
});
