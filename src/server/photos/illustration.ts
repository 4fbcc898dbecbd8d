/**
 * Honest stand-ins for the demo vehicles' photos (DOMAIN.md › Decisions › Demo data): no real car
 * photos exist offline, so each demo vehicle gets a drawn side view of its body shape in its
 * exterior colour on a studio background, captioned with the vehicle and labelled "Illustration"
 * so nobody mistakes it for a photo of the car. Plain SVG, rendered by sharp (librsvg).
 */
import type { BodyType } from '../../shared/vehicles';

/** 4:3 like the listing cards, and at least as wide as the largest rendition (1600). */
export const ILLUSTRATION_WIDTH = 1600;
export const ILLUSTRATION_HEIGHT = 1200;

/** The shapes drawn: body types that look alike share one (a van and a minivan, "other" and a sedan). */
export type IllustrationShape = 'sedan' | 'coupe' | 'hatchback' | 'wagon' | 'convertible' | 'suv' | 'pickup' | 'van';

export const illustrationShapeOf = (body: BodyType): IllustrationShape =>
  body === 'minivan' ? 'van' : body === 'other' ? 'sedan' : body;

/**
 * A side profile, car facing left, in the 1600 × 1200 canvas (ground at y = GROUND). x: front
 * bumper, the base of the windshield (a), the roof's front (b) and rear (c), the base of the rear
 * glass (d), the rear bumper; y: sill, belt line (base of the windows), hood, roof, rear deck.
 */
interface Profile {
  readonly front: number;
  readonly rear: number;
  readonly sill: number;
  readonly belt: number;
  readonly hood: number;
  readonly roof: number;
  readonly deck: number;
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly wheels: readonly [number, number];
  readonly wheelRadius: number;
  /** x of the door cut lines (and of the window pillars above them). */
  readonly doors: readonly number[];
  readonly open?: boolean;
}

const GROUND = 880;

const PROFILES: Record<IllustrationShape, Profile> = {
  // prettier-ignore
  sedan: { front: 230, rear: 1370, sill: 830, belt: 640, hood: 652, roof: 470, deck: 625, a: 590, b: 735, c: 1010, d: 1175, wheels: [480, 1125], wheelRadius: 92, doors: [640, 870, 1060] },
  // prettier-ignore
  coupe: { front: 230, rear: 1370, sill: 835, belt: 655, hood: 668, roof: 505, deck: 640, a: 610, b: 770, c: 960, d: 1215, wheels: [480, 1130], wheelRadius: 94, doors: [660, 960] },
  // prettier-ignore
  hatchback: { front: 300, rear: 1300, sill: 830, belt: 635, hood: 648, roof: 468, deck: 640, a: 570, b: 705, c: 1150, d: 1285, wheels: [505, 1110], wheelRadius: 90, doors: [620, 850, 1040] },
  // prettier-ignore
  wagon: { front: 230, rear: 1370, sill: 830, belt: 632, hood: 652, roof: 466, deck: 632, a: 590, b: 730, c: 1285, d: 1360, wheels: [480, 1140], wheelRadius: 92, doors: [640, 870, 1070] },
  // prettier-ignore
  convertible: { front: 230, rear: 1370, sill: 835, belt: 655, hood: 668, roof: 545, deck: 645, a: 620, b: 720, c: 720, d: 720, wheels: [480, 1130], wheelRadius: 94, doors: [670, 960], open: true },
  // prettier-ignore
  suv: { front: 230, rear: 1370, sill: 800, belt: 590, hood: 602, roof: 392, deck: 590, a: 565, b: 690, c: 1300, d: 1362, wheels: [480, 1135], wheelRadius: 110, doors: [620, 880, 1100] },
  // prettier-ignore
  pickup: { front: 200, rear: 1400, sill: 800, belt: 585, hood: 590, roof: 382, deck: 585, a: 540, b: 655, c: 905, d: 925, wheels: [455, 1170], wheelRadius: 112, doors: [600, 780, 930] },
  // prettier-ignore
  van: { front: 230, rear: 1370, sill: 812, belt: 582, hood: 640, roof: 372, deck: 582, a: 470, b: 650, c: 1320, d: 1365, wheels: [460, 1150], wheelRadius: 98, doors: [560, 800, 1120] },
};

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
const parseHex = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => clamp(c).toString(16).padStart(2, '0')).join('')}`;
/** Mixes a colour toward black (amount < 0) or white (amount > 0). */
const shade = (hex: string, amount: number) =>
  toHex(parseHex(hex).map((c) => (amount < 0 ? c * (1 + amount) : c + (255 - c) * amount)));
const luminance = (hex: string) => {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);

/** The body outline, wheel arches cut out (arcs around each wheel, a little larger than the tyre). */
const bodyPath = (p: Profile) => {
  const arch = p.wheelRadius + 14;
  const cy = GROUND - p.wheelRadius;
  const halfChord = Math.sqrt(Math.max(arch * arch - (p.sill - cy) ** 2, 0));
  const [w1, w2] = p.wheels;
  const top = p.open
    ? // No roof: the body's top runs along the belt line to the rear deck.
      `L ${p.a} ${p.belt} L ${p.rear - 40} ${p.deck}`
    : `L ${p.a} ${p.belt} L ${p.b} ${p.roof + 12} Q ${p.b + 14} ${p.roof} ${p.b + 40} ${p.roof} L ${p.c - 30} ${p.roof} Q ${p.c} ${p.roof} ${p.c + 12} ${p.roof + 16} L ${p.d} ${p.belt} L ${p.rear - 40} ${p.deck}`;
  return [
    `M ${p.front + 20} ${p.sill}`,
    `Q ${p.front} ${p.sill} ${p.front} ${p.sill - 30}`,
    `L ${p.front} ${p.hood + 45}`,
    `Q ${p.front + 4} ${p.hood + 4} ${p.front + 70} ${p.hood}`,
    top,
    `Q ${p.rear} ${p.deck} ${p.rear} ${p.deck + 40}`,
    `L ${p.rear} ${p.sill - 30}`,
    `Q ${p.rear} ${p.sill} ${p.rear - 20} ${p.sill}`,
    `L ${w2 + halfChord} ${p.sill}`,
    `A ${arch} ${arch} 0 1 0 ${w2 - halfChord} ${p.sill}`,
    `L ${w1 + halfChord} ${p.sill}`,
    `A ${arch} ${arch} 0 1 0 ${w1 - halfChord} ${p.sill}`,
    'Z',
  ].join(' ');
};

/** The side glass: inset from the greenhouse, split by pillars at the door lines. */
const windows = (p: Profile, pillar: string) => {
  if (p.open) {
    // A raked windshield frame and the folded top behind the seats.
    return `<path d="M ${p.a} ${p.belt} L ${p.b} ${p.roof} L ${p.b + 16} ${p.roof} L ${p.a + 30} ${p.belt} Z" fill="#2b3540" opacity="0.85"/>
  <rect x="${p.doors[1]! + 40}" y="${p.belt - 42}" width="170" height="46" rx="22" fill="#202327"/>`;
  }
  const inset = 22;
  const glass = `M ${p.a + inset * 1.6} ${p.belt - 8} L ${p.b + 10} ${p.roof + inset} L ${p.c - 4} ${p.roof + inset} L ${p.d - inset * 1.6} ${p.belt - 8} Z`;
  const pillars = p.doors
    .filter((x) => x > p.b + 40 && x < p.c - 20)
    .map((x) => `<rect x="${x - 9}" y="${p.roof}" width="18" height="${p.belt - p.roof}" fill="${pillar}"/>`)
    .join('');
  return `<path d="${glass}" fill="url(#glass)"/>${pillars}`;
};

const wheel = (x: number, r: number) => {
  const cy = GROUND - r;
  const spokes = [0, 72, 144, 216, 288]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180;
      const x2 = x + Math.cos(rad) * r * 0.55;
      const y2 = cy + Math.sin(rad) * r * 0.55;
      return `<line x1="${x}" y1="${cy}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#8d939b" stroke-width="${(r * 0.12).toFixed(1)}" stroke-linecap="round"/>`;
    })
    .join('');
  return `<circle cx="${x}" cy="${cy}" r="${r}" fill="#1c1e21"/>
  <circle cx="${x}" cy="${cy}" r="${(r * 0.64).toFixed(1)}" fill="#c9cdd2" stroke="#9aa0a7" stroke-width="4"/>
  ${spokes}<circle cx="${x}" cy="${cy}" r="${(r * 0.16).toFixed(1)}" fill="#6f757d"/>`;
};

export interface IllustrationInput {
  readonly shape: IllustrationShape;
  /** The paint, `#rrggbb`. */
  readonly colorHex: string;
  /** "2021 Honda Civic EX". */
  readonly caption: string;
}

/** The SVG of one illustration (1600 × 1200). */
export const illustrationSvg = ({ shape, colorHex, caption }: IllustrationInput): string => {
  const p = PROFILES[shape];
  const body = bodyPath(p);
  const light = luminance(colorHex) > 0.6;
  // A dark line keeps a white car visible on the pale background; a black car needs a lighter one.
  const outline = light ? shade(colorHex, -0.45) : luminance(colorHex) < 0.12 ? '#4a4e54' : shade(colorHex, -0.5);
  const doorLines = p.doors
    .map(
      (x) =>
        `<line x1="${x}" y1="${p.belt + 6}" x2="${x + 6}" y2="${p.sill - 12}" stroke="${outline}" stroke-width="3" opacity="0.7"/>`,
    )
    .join('');
  const handles = p.doors
    .slice(0, -1)
    .map(
      (x) => `<rect x="${x + 40}" y="${p.belt + 34}" width="46" height="10" rx="5" fill="${outline}" opacity="0.8"/>`,
    )
    .join('');
  // The dark wheel wells show through the arches behind the tyres.
  const wells = p.wheels
    .map((x) => `<circle cx="${x}" cy="${GROUND - p.wheelRadius}" r="${p.wheelRadius + 12}" fill="#2a2c30"/>`)
    .join('');
  const bed =
    shape === 'pickup'
      ? `<line x1="${p.d + 12}" y1="${p.belt + 4}" x2="${p.rear - 30}" y2="${p.belt + 4}" stroke="${outline}" stroke-width="5"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}">
  <defs>
    <linearGradient id="studio" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f4f5f7"/><stop offset="0.72" stop-color="#dfe2e6"/><stop offset="1" stop-color="#cfd3d8"/>
    </linearGradient>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4b5a68"/><stop offset="1" stop-color="#1f2830"/>
    </linearGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#000000" stop-opacity="0.32"/><stop offset="1" stop-color="#000000" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#studio)"/>
  <ellipse cx="${(p.front + p.rear) / 2}" cy="${GROUND + 4}" rx="${(p.rear - p.front) / 2 + 60}" ry="34" fill="url(#shadow)"/>
  ${wells}
  <path d="${body}" fill="${colorHex}" stroke="${outline}" stroke-width="4" stroke-linejoin="round"/>
  <path d="${body}" fill="url(#paint)"/>
  ${windows(p, colorHex)}
  ${doorLines}${handles}${bed}
  <path d="M ${p.front + 6} ${p.hood + 22} L ${p.front + 80} ${p.hood + 12} L ${p.front + 84} ${p.hood + 40} L ${p.front + 8} ${p.hood + 52} Z" fill="#f6f3e4" stroke="${outline}" stroke-width="2"/>
  <rect x="${p.rear - 22}" y="${p.deck + 22}" width="20" height="54" rx="6" fill="#b3191c"/>
  ${wheel(p.wheels[0], p.wheelRadius)}
  ${wheel(p.wheels[1], p.wheelRadius)}
  <rect x="48" y="44" width="330" height="86" rx="43" fill="#ffffff" fill-opacity="0.9" stroke="#5b616a" stroke-width="3"/>
  <text x="213" y="101" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="44" fill="#3a3f46">Illustration</text>
  <text x="800" y="1070" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="60" font-weight="bold" fill="#23272d">${escapeXml(caption)}</text>
</svg>`;
};
