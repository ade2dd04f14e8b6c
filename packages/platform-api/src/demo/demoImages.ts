import {
  ACTIVITY_IMAGE_COUNT,
  DEMO_SUPPLIERS,
  DEMO_VEHICLES,
  HOTEL_IMAGE_COUNT,
} from './dealGenerator.ts';
import { hashSeed, SeededRandom } from './random.ts';

/**
 * The pictures of the demo deals, drawn as small SVG illustrations: the same on every run, with
 * no fonts, images, scripts or links of their own, so a demo site shows them offline.
 * Served by src/routes/demoImages.ts; `suppliers` are the car rental logos (cars/suppliers/).
 */
export type DemoImageKind = 'hotels' | 'activities' | 'cars' | 'suppliers';

const WIDTH = 640;
const HEIGHT = 400;

/** Text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? '',
  );
}

/** #rrggbb from hue (any degrees), saturation and lightness (0-100). */
function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(Math.max(saturation, 0), 100) / 100;
  const l = Math.min(Math.max(lightness, 0), 100) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (offset: number) => {
    let t = h + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    const value =
      t < 1 / 6
        ? p + (q - p) * 6 * t
        : t < 1 / 2
          ? q
          : t < 2 / 3
            ? p + (q - p) * (2 / 3 - t) * 6
            : p;
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1 / 3)}${channel(0)}${channel(-1 / 3)}`;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

interface Sky {
  top: string;
  bottom: string;
  sun: string;
}

/** Day, sunset, dusk and morning skies, the hue shifted a little by the template number. */
function skyFor(template: number): Sky {
  const shift = ((template * 7) % 21) - 10;
  switch (template % 4) {
    case 1:
      return { top: hsl(265 + shift, 45, 45), bottom: hsl(25 + shift, 90, 72), sun: '#ffd27a' };
    case 2:
      return { top: hsl(225 + shift, 50, 32), bottom: hsl(330 + shift, 50, 68), sun: '#ffe6a8' };
    case 3:
      return { top: hsl(190 + shift, 60, 58), bottom: hsl(45 + shift, 90, 86), sun: '#fff6d5' };
    default:
      return { top: hsl(208 + shift, 70, 52), bottom: hsl(195 + shift, 75, 86), sun: '#fff3c4' };
  }
}

function skyAndSun(sky: Sky, random: SeededRandom): string {
  const x = random.int(70, 570);
  const y = random.int(70, 120);
  const r = random.int(30, 44);
  const cloudX = random.int(60, 520);
  const cloudY = random.int(50, 110);
  return (
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 2}" fill="${sky.sun}" opacity=".25"/><circle cx="${x}" cy="${y}" r="${r}" fill="${sky.sun}"/>` +
    `<g fill="#fff" opacity=".75"><ellipse cx="${cloudX}" cy="${cloudY}" rx="46" ry="14"/><ellipse cx="${cloudX + 22}" cy="${cloudY - 10}" rx="26" ry="14"/></g>`
  );
}

const GROUND = 338;
/** Window grid of the buildings: one lit window per 22 x 26 cell. */
const CELL_W = 22;
const CELL_H = 26;

/** A hotel picture: sky, sun, a skyline behind and three lit buildings in front. */
export function hotelSvg(template: number): string {
  const random = new SeededRandom(`demo-hotel-${template}`);
  const sky = skyFor(template);
  const tone = (210 + template * 29) % 360;
  let back = '';
  let left = 0;
  while (left < WIDTH) {
    const width = random.int(50, 90);
    const height = random.int(90, 190);
    back += `M${left} ${GROUND}v-${height}h${width}v${height}z`;
    left += width + random.int(0, 12);
  }
  const fronts: [number, number, number][] = [
    [random.int(1, 3), random.int(4, 6), random.int(5, 8)],
    [random.int(10, 11), random.int(7, 8), random.int(7, 9)],
    [random.int(20, 21), random.int(4, 6), random.int(4, 7)],
  ];
  let front = '';
  for (const [index, [cellX, cells, floors]] of fronts.entries()) {
    const x = cellX * CELL_W;
    const width = cells * CELL_W;
    const y = GROUND - (floors + 1) * CELL_H;
    const colour = hsl(tone + index * 14, 22, 24 + index * 6);
    front +=
      `<rect x="${x - 6}" y="${y - 8}" width="${width + 12}" height="${GROUND - y + 8}" fill="${colour}"/>` +
      `<rect x="${x}" y="${y}" width="${width}" height="${floors * CELL_H}" fill="url(#w)"/>`;
    if (index === 1) {
      const door = x + width / 2;
      front +=
        `<rect x="${door - 28}" y="${GROUND - 22}" width="56" height="22" fill="#3b2f2a"/>` +
        `<path d="M${door - 40} ${GROUND - 22}h80l-6-9h-68z" fill="${hsl(tone + 180, 60, 50)}"/>` +
        `<rect x="${door - 2}" y="${y - 38}" width="4" height="30" fill="#444"/><path d="M${door + 2} ${y - 38}h22l-6 7 6 7h-22z" fill="${hsl(tone + 180, 70, 55)}"/>`;
    }
  }
  return svg(
    WIDTH,
    HEIGHT,
    skyAndSun(sky, random) +
      `<defs><pattern id="w" width="${CELL_W}" height="${CELL_H}" patternUnits="userSpaceOnUse"><rect x="6" y="7" width="10" height="12" rx="1" fill="#ffe7a0"/></pattern></defs>` +
      `<path d="${back}" fill="${hsl(tone, 25, 45)}" opacity=".55"/>${front}` +
      `<rect y="${GROUND}" width="${WIDTH}" height="${HEIGHT - GROUND}" fill="${hsl(tone, 12, 30)}"/>` +
      `<rect y="${GROUND + 24}" width="${WIDTH}" height="4" fill="#fff" opacity=".35"/>` +
      (template % 2 === 1 ? palm(random.int(24, 60), 96) + palm(random.int(590, 616), 80) : ''),
  );
}

/** A jagged ridge from left to right, closed along the bottom. */
function ridge(random: SeededRandom, base: number, rise: number, step: number): string {
  let d = `M0 ${HEIGHT}V${base - random.int(0, rise / 2)}`;
  for (let x = step; x <= WIDTH + step; x += step) {
    const peak = base - random.int(rise / 3, rise);
    d += `L${x - step / 2} ${peak}L${Math.min(x, WIDTH)} ${base - random.int(0, rise / 3)}`;
  }
  return `${d}V${HEIGHT}z`;
}

/** A rolling line of hills (tops and dips joined by smooth curves), closed along the bottom. */
function hills(random: SeededRandom, base: number, rise: number): string {
  const heightAt = (index: number) =>
    base - (index % 2 === 0 ? random.int(0, rise / 4) : random.int(rise / 2, rise));
  let y = heightAt(0);
  let d = `M0 ${HEIGHT}V${y}`;
  for (let x = 0, index = 1; x < WIDTH; x += 110, index += 1) {
    const next = heightAt(index);
    d += `C${x + 55} ${y} ${x + 55} ${next} ${x + 110} ${next}`;
    y = next;
  }
  return `${d}V${HEIGHT}z`;
}

/** A palm tree standing on the ground at x. */
function palm(x: number, height: number): string {
  const top = `M${x - 4} ${GROUND - height}`;
  return (
    `<path d="M${x} ${GROUND}q6-${height / 2}-4-${height}" fill="none" stroke="#6b4a2b" stroke-width="7"/>` +
    `<path d="${top}q24-18 50-4q-26-4-50 4${top}q-24-18-50-4q26-4 50 4${top}q30-4 44 22q-20-16-44-22${top}q-30-4-44 22q20-16 44-22${top}q4-24 26-34q-16 14-26 34z" fill="#2f7d4f" stroke="#2f7d4f" stroke-width="4" stroke-linejoin="round"/>`
  );
}

/** An activity picture: mountains, the sea with a sailing boat, or hills with a balloon. */
export function activitySvg(template: number): string {
  const random = new SeededRandom(`demo-activity-${template}`);
  const sky = skyFor(template + 1);
  const hue = (150 + template * 37) % 360;
  let scene = '';
  if (template % 3 === 0) {
    for (let layer = 0; layer < 3; layer += 1) {
      scene += `<path d="${ridge(random, 250 + layer * 55, 150 - layer * 35, 120 - layer * 20)}" fill="${hsl(hue + 40, 25, 62 - layer * 16)}"/>`;
    }
  } else if (template % 3 === 1) {
    const horizon = 250;
    const island = random.int(60, 420);
    scene += `<path d="M${island} ${horizon}q60-${random.int(30, 60)} 140 0z" fill="${hsl(hue, 30, 35)}"/>`;
    scene += `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${hsl(195 + (template % 5) * 6, 65, 42)}"/>`;
    for (let line = 0; line < 4; line += 1) {
      const y = horizon + 30 + line * 32;
      scene += `<path d="M-20 ${y}q20-8 40 0${'t40 0'.repeat(16)}" fill="none" stroke="#fff" stroke-width="3" opacity="${0.2 + line * 0.1}"/>`;
    }
    const boat = random.int(300, 520);
    scene +=
      `<path d="M${boat - 50} 300h100l-16 22h-68z" fill="#7a3e22"/>` +
      `<rect x="${boat - 2}" y="200" width="4" height="100" fill="#5b4636"/>` +
      `<path d="M${boat + 4} 206l58 88h-58zM${boat - 6} 220v74h-46z" fill="#fdfaf2"/>`;
  } else {
    for (let layer = 0; layer < 3; layer += 1) {
      scene += `<path d="${hills(random, 280 + layer * 45, 90 - layer * 20)}" fill="${hsl(hue, 40, 52 - layer * 12)}"/>`;
    }
    const balloonX = random.int(140, 500);
    const balloonY = random.int(90, 130);
    const colour = hsl(hue + 180, 75, 55);
    scene +=
      `<path d="M${balloonX - 40} ${balloonY}a40 44 0 1 1 80 0c0 26-26 40-30 56h-20c-4-16-30-30-30-56z" fill="${colour}"/>` +
      `<path d="M${balloonX - 14} ${balloonY - 42}c-10 20-10 60 4 98M${balloonX + 14} ${balloonY - 42}c10 20 10 60-4 98" fill="none" stroke="#fff" stroke-width="5" opacity=".6"/>` +
      `<path d="M${balloonX - 10} ${balloonY + 56}l2 8M${balloonX + 10} ${balloonY + 56}l-2 8" stroke="#6b4a2b" stroke-width="2"/>` +
      `<rect x="${balloonX - 10}" y="${balloonY + 64}" width="20" height="14" rx="2" fill="#6b4a2b"/>`;
  }
  return svg(WIDTH, HEIGHT, skyAndSun(sky, random) + scene);
}

interface CarShape {
  /** Left and right ends of the body. */
  left: number;
  right: number;
  /** Top of the lower body, and of the roof. */
  belt: number;
  roof: number | undefined;
  /** Where the cabin starts and ends along the belt line, and along the roof. */
  cabin: [number, number, number, number];
}

function carShape(category: string): CarShape {
  if (category.includes('SUV')) {
    return { left: 100, right: 540, belt: 226, roof: 148, cabin: [130, 150, 400, 440] };
  }
  if (category === 'Minivan') {
    return { left: 90, right: 550, belt: 230, roof: 150, cabin: [110, 125, 430, 480] };
  }
  if (category === 'Mini' || category === 'Economy') {
    return { left: 150, right: 490, belt: 236, roof: 166, cabin: [165, 185, 370, 420] };
  }
  if (category === 'Convertible') {
    return { left: 100, right: 540, belt: 240, roof: undefined, cabin: [230, 250, 380, 400] };
  }
  return { left: 100, right: 540, belt: 240, roof: 172, cabin: [190, 230, 370, 420] };
}

/** A car in profile on a light background; the shape follows the category, the colour the slug. */
export function carSvg(slug: string, category: string): string {
  const hue = hashSeed(slug) % 360;
  const body = hsl(hue, 62, 44);
  const shade = hsl(hue, 62, 32);
  const { left, right, belt, roof, cabin } = carShape(category);
  const [rearBase, rearTop, frontTop, frontBase] = cabin;
  const sill = 300;
  const wheelY = 306;
  const rearWheel = left + 95;
  const frontWheel = right - 95;
  const cabinPath =
    roof === undefined
      ? `<path d="M${frontTop} ${belt - 58}L${frontBase} ${belt}" stroke="#9fb6c8" stroke-width="6"/><rect x="${rearTop}" y="${belt - 26}" width="70" height="26" rx="8" fill="#3d3d46"/>`
      : `<path d="M${rearBase} ${belt}L${rearTop} ${roof}H${frontTop}L${frontBase} ${belt}z" fill="${body}" stroke="${body}" stroke-width="14" stroke-linejoin="round"/>` +
        `<path d="M${rearBase + 14} ${belt - 6}L${rearTop + 8} ${roof + 10}H${frontTop - 6}L${frontBase - 16} ${belt - 6}z" fill="#cfe6f5"/>` +
        `<rect x="${Math.round((rearTop + frontTop) / 2) + 4}" y="${roof}" width="10" height="${belt - roof}" fill="${body}"/>`;
  const background = hsl(hue, 35, 95);
  const wheel = (x: number) =>
    `<path d="M${x - 50} ${sill}a50 50 0 0 1 100 0z" fill="${background}"/><circle cx="${x}" cy="${wheelY}" r="40" fill="#22252b"/><circle cx="${x}" cy="${wheelY}" r="18" fill="#c9ced6"/><circle cx="${x}" cy="${wheelY}" r="6" fill="#6b7280"/>`;
  return svg(
    WIDTH,
    HEIGHT,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>` +
      `<ellipse cx="320" cy="350" rx="250" ry="14" fill="#000" opacity=".12"/>` +
      cabinPath +
      `<path d="M${left + 16} ${sill}H${right - 10}Q${right} ${sill} ${right} ${sill - 14}V${belt + 30}Q${right} ${belt + 6} ${right - 40} ${belt}H${left + 20}Q${left} ${belt} ${left} ${belt + 20}V${sill - 16}Q${left} ${sill} ${left + 16} ${sill}z" fill="${body}"/>` +
      `<path d="M${left + 10} ${belt + 28}H${right - 6}" stroke="${shade}" stroke-width="3"/>` +
      `<path d="M${Math.round((rearTop + frontTop) / 2) + 9} ${belt + 4}V${sill - 10}" stroke="${shade}" stroke-width="2"/>` +
      `<rect x="${right - 16}" y="${belt + 32}" width="14" height="12" rx="4" fill="#fde68a"/>` +
      `<rect x="${left + 1}" y="${belt + 24}" width="10" height="14" rx="3" fill="#ef4444"/>` +
      wheel(rearWheel) +
      wheel(frontWheel),
  );
}

/** A car rental company's badge: its name in white on a colour from its slug. */
export function supplierSvg(slug: string, name: string): string {
  const hue = hashSeed(slug) % 360;
  const size = Math.min(18, Math.floor(150 / Math.max(name.length, 1)));
  return svg(
    120,
    40,
    `<rect width="120" height="40" rx="9" fill="${hsl(hue, 62, 38)}"/>` +
      `<rect x="4" y="4" width="112" height="32" rx="6" fill="none" stroke="#fff" stroke-opacity=".35"/>` +
      `<text x="60" y="${20 + Math.round(size * 0.35)}" text-anchor="middle" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(name)}</text>`,
  );
}

const HOTEL_FILE = /^hotel-(\d{2})\.svg$/;
const ACTIVITY_FILE = /^activity-(\d{2})\.svg$/;
const SLUG_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

function templateNumber(pattern: RegExp, file: string, count: number): number | undefined {
  const number = Number(pattern.exec(file)?.[1]);
  return Number.isInteger(number) && number >= 1 && number <= count ? number : undefined;
}

const cache = new Map<string, string>();

/**
 * The picture for a file name of one kind, or undefined when the generator never names it.
 * Names are only matched against known templates and slugs, never used to read anything.
 */
export function demoImage(kind: DemoImageKind, file: string): string | undefined {
  const key = `${kind}/${file}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  let image: string | undefined;
  if (kind === 'hotels') {
    const template = templateNumber(HOTEL_FILE, file, HOTEL_IMAGE_COUNT);
    image = template === undefined ? undefined : hotelSvg(template);
  } else if (kind === 'activities') {
    const template = templateNumber(ACTIVITY_FILE, file, ACTIVITY_IMAGE_COUNT);
    image = template === undefined ? undefined : activitySvg(template);
  } else {
    const slug = SLUG_FILE.exec(file)?.[1];
    if (slug !== undefined && kind === 'cars') {
      const category = DEMO_VEHICLES.get(slug);
      image = category === undefined ? undefined : carSvg(slug, category);
    } else if (slug !== undefined) {
      const name = DEMO_SUPPLIERS.get(slug);
      image = name === undefined ? undefined : supplierSvg(slug, name);
    }
  }
  if (image !== undefined) cache.set(key, image);
  return image;
}
