import sharp from 'sharp';
import type { DemoPhotoStyle } from './demo-catalog';

export interface VehiclePhotoInput {
  make: string;
  model: string;
  year: number;
  hue: number;
  /** Neutral paints (white, black, grey, silver) are drawn without the hue's colour. */
  color?: string;
  style: DemoPhotoStyle;
  /** 0 front three-quarter, 1 side, 2 rear, 3 dashboard, 4 wheel detail; larger values wrap. */
  variant: number;
  width?: number;
  height?: number;
}

// Everything is drawn on this canvas; the SVG scales it to the requested size.
const VIEW_WIDTH = 1600;
const VIEW_HEIGHT = 1200;
const VARIANT_COUNT = 5;

/**
 * Geometry of a side view in a 1000 × 400 box whose ground line is y = 400, front to the right.
 * The greenhouse runs from the rear glass (or pick-up cab back) over the roof to the windshield.
 */
interface SideProfile {
  rearX: number;
  frontX: number;
  bottomY: number;
  deckY: number;
  rearGlassX: number;
  roofStartX: number;
  roofEndX: number;
  roofY: number;
  windshieldX: number;
  hoodY: number;
  wheelR: number;
  rearWheelX: number;
  frontWheelX: number;
  pillarXs: number[];
}

const GROUND_Y = 400;

const SIDE_PROFILES: Record<DemoPhotoStyle, SideProfile> = {
  sedan: {
    rearX: 30,
    frontX: 970,
    bottomY: 345,
    deckY: 228,
    rearGlassX: 300,
    roofStartX: 420,
    roofEndX: 610,
    roofY: 140,
    windshieldX: 745,
    hoodY: 235,
    wheelR: 64,
    rearWheelX: 215,
    frontWheelX: 790,
    pillarXs: [545],
  },
  hatchback: {
    rearX: 130,
    frontX: 900,
    bottomY: 345,
    deckY: 222,
    rearGlassX: 150,
    roofStartX: 270,
    roofEndX: 565,
    roofY: 132,
    windshieldX: 705,
    hoodY: 242,
    wheelR: 62,
    rearWheelX: 265,
    frontWheelX: 760,
    pillarXs: [335, 520],
  },
  wagon: {
    rearX: 30,
    frontX: 970,
    bottomY: 345,
    deckY: 215,
    rearGlassX: 45,
    roofStartX: 95,
    roofEndX: 615,
    roofY: 138,
    windshieldX: 750,
    hoodY: 235,
    wheelR: 64,
    rearWheelX: 220,
    frontWheelX: 795,
    pillarXs: [250, 535],
  },
  suv: {
    rearX: 45,
    frontX: 955,
    bottomY: 330,
    deckY: 188,
    rearGlassX: 62,
    roofStartX: 110,
    roofEndX: 640,
    roofY: 92,
    windshieldX: 760,
    hoodY: 198,
    wheelR: 76,
    rearWheelX: 225,
    frontWheelX: 780,
    pillarXs: [260, 550],
  },
  coupe: {
    rearX: 30,
    frontX: 975,
    bottomY: 350,
    deckY: 242,
    rearGlassX: 190,
    roofStartX: 420,
    roofEndX: 545,
    roofY: 165,
    windshieldX: 730,
    hoodY: 255,
    wheelR: 66,
    rearWheelX: 220,
    frontWheelX: 800,
    pillarXs: [],
  },
  convertible: {
    rearX: 40,
    frontX: 965,
    bottomY: 350,
    deckY: 245,
    rearGlassX: 380,
    roofStartX: 0,
    roofEndX: 0,
    roofY: 175,
    windshieldX: 700,
    hoodY: 252,
    wheelR: 64,
    rearWheelX: 225,
    frontWheelX: 790,
    pillarXs: [],
  },
  truck: {
    rearX: 30,
    frontX: 970,
    bottomY: 318,
    deckY: 196,
    rearGlassX: 440,
    roofStartX: 452,
    roofEndX: 640,
    roofY: 88,
    windshieldX: 745,
    hoodY: 192,
    wheelR: 78,
    rearWheelX: 215,
    frontWheelX: 790,
    pillarXs: [560],
  },
  classic: {
    rearX: 40,
    frontX: 960,
    bottomY: 340,
    deckY: 235,
    rearGlassX: 310,
    roofStartX: 385,
    roofEndX: 640,
    roofY: 150,
    windshieldX: 725,
    hoodY: 242,
    wheelR: 58,
    rearWheelX: 225,
    frontWheelX: 780,
    pillarXs: [520],
  },
};

interface Palette {
  body: string;
  bodyLight: string;
  bodyDark: string;
  bodyDeep: string;
  accent: string;
}

/**
 * A studio-style JPEG of a stylised car, drawn locally so the seed needs neither network nor
 * stock photos. The same input always gives the same bytes.
 */
export async function renderVehiclePhoto(input: VehiclePhotoInput): Promise<Buffer> {
  const width = input.width ?? VIEW_WIDTH;
  const height = input.height ?? VIEW_HEIGHT;
  const svg = composePhotoSvg(input, width, height);
  return sharp(Buffer.from(svg)).resize(width, height, { fit: 'cover' }).jpeg({ quality: 84 }).toBuffer();
}

function composePhotoSvg(input: VehiclePhotoInput, width: number, height: number): string {
  const variant = ((Math.trunc(input.variant) % VARIANT_COUNT) + VARIANT_COUNT) % VARIANT_COUNT;
  const hue = ((input.hue % 360) + 360) % 360;
  const palette = createPalette(hue, input.color);
  const scene = [drawSideScene, drawSideScene, drawRearScene, drawDashboardScene, drawWheelDetailScene][variant]!(
    input.style,
    palette,
    hue,
    variant,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" preserveAspectRatio="xMidYMid slice">`,
    drawSharedDefs(palette),
    scene,
    drawCaption(`${input.year} ${input.make} ${input.model}`),
    '</svg>',
  ].join('');
}

const NEUTRAL_PAINTS: Record<string, { saturation: number; lightness: number }> = {
  white: { saturation: 6, lightness: 86 },
  silver: { saturation: 6, lightness: 68 },
  grey: { saturation: 5, lightness: 44 },
  black: { saturation: 6, lightness: 16 },
};

function createPalette(hue: number, color?: string): Palette {
  const neutral = color ? NEUTRAL_PAINTS[color] : undefined;
  if (neutral) {
    const { saturation: s, lightness: l } = neutral;
    return {
      body: formatHsl(hue, s, l),
      bodyLight: formatHsl(hue, s, Math.min(96, l + 14)),
      bodyDark: formatHsl(hue, s, Math.max(6, l - 16)),
      bodyDeep: formatHsl(hue, s, Math.max(4, l - 26)),
      accent: formatHsl((hue + 180) % 360, 70, 55),
    };
  }
  // At equal HSL lightness yellows look olive next to other hues, so they are lifted.
  const lift = hue >= 40 && hue <= 70 ? 10 : 0;
  return {
    body: formatHsl(hue, 62, 44 + lift),
    bodyLight: formatHsl(hue, 70, 62 + lift),
    bodyDark: formatHsl(hue, 60, 28 + lift),
    bodyDeep: formatHsl(hue, 55, 16 + lift / 2),
    accent: formatHsl((hue + 180) % 360, 70, 55),
  };
}

/** Hex instead of hsl() so the colour syntax does not depend on the SVG renderer version. */
function formatHsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function drawSharedDefs(palette: Palette): string {
  return `<defs>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${palette.bodyLight}"/><stop offset="0.45" stop-color="${palette.body}"/><stop offset="1" stop-color="${palette.bodyDark}"/>
</linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#9fb4c8"/><stop offset="0.5" stop-color="#3c4a5a"/><stop offset="1" stop-color="#1c232c"/>
</linearGradient>
<radialGradient id="rim" cx="0.4" cy="0.35" r="0.8">
<stop offset="0" stop-color="#f4f6f8"/><stop offset="0.6" stop-color="#b9bfc6"/><stop offset="1" stop-color="#6d737a"/>
</radialGradient>
<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
</radialGradient>
<radialGradient id="headlight-glow" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="#fffbe8" stop-opacity="0.9"/><stop offset="1" stop-color="#fffbe8" stop-opacity="0"/>
</radialGradient>
<radialGradient id="taillight-glow" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="#ff3b30" stop-opacity="0.75"/><stop offset="1" stop-color="#ff3b30" stop-opacity="0"/>
</radialGradient>
</defs>`;
}

/** Studio for the three-quarter view, open road for the side view. */
function drawSideScene(style: DemoPhotoStyle, palette: Palette, hue: number, variant: number): string {
  const profile = SIDE_PROFILES[style];
  if (variant === 0) {
    return `${drawStudioBackground(hue)}<g transform="translate(170 470) scale(1.2)">${drawThreeQuarterCar(profile, style, palette)}</g>`;
  }
  return `${drawOutdoorBackground(hue)}<g transform="translate(150 455) scale(1.3)">${drawSideCar(profile, style, palette)}</g>`;
}

function drawStudioBackground(hue: number): string {
  const wallTop = formatHsl((hue + 200) % 360, 12, 88);
  const wallBottom = formatHsl((hue + 200) % 360, 10, 66);
  const floorNear = formatHsl((hue + 200) % 360, 8, 42);
  return `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallBottom}"/><stop offset="1" stop-color="${floorNear}"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1600" height="800" fill="url(#wall)"/>
<rect y="780" width="1600" height="420" fill="url(#floor)"/>
<ellipse cx="800" cy="560" rx="760" ry="360" fill="url(#spot)"/>`;
}

function drawOutdoorBackground(hue: number): string {
  const hillFar = formatHsl((110 + hue / 12) % 360, 22, 58);
  const hillNear = formatHsl((120 + hue / 12) % 360, 30, 40);
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="1" stop-color="#e6f1f8"/></linearGradient>
<linearGradient id="asphalt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7b7f84"/><stop offset="1" stop-color="#3d4044"/></linearGradient>
</defs>
<rect width="1600" height="780" fill="url(#sky)"/>
<path d="M0 640 C240 560 420 600 640 570 C880 540 1100 610 1320 560 C1460 530 1540 560 1600 570 L1600 790 L0 790 Z" fill="${hillFar}"/>
<path d="M0 720 C300 650 520 700 820 670 C1100 645 1350 700 1600 680 L1600 790 L0 790 Z" fill="${hillNear}"/>
<rect y="780" width="1600" height="420" fill="url(#asphalt)"/>
<rect y="1120" width="1600" height="10" fill="#e9e4d0" opacity="0.7"/>`;
}

function drawSideCar(p: SideProfile, style: DemoPhotoStyle, palette: Palette): string {
  const isBoxy = style === 'classic';
  return (
    `<ellipse cx="500" cy="${GROUND_Y}" rx="540" ry="34" fill="url(#shadow)"/>` +
    drawNearSide(p, style, palette, isBoxy)
  );
}

function drawNearSide(p: SideProfile, style: DemoPhotoStyle, palette: Palette, isBoxy: boolean): string {
  const isOpen = style === 'convertible';
  const wheelY = GROUND_Y - p.wheelR;
  const wheels = [p.rearWheelX, p.frontWheelX]
    .map(
      (x) =>
        `<path d="M${x - p.wheelR - 10} ${wheelY} A${p.wheelR + 10} ${p.wheelR + 10} 0 0 1 ${x + p.wheelR + 10} ${wheelY} Z" fill="#141416"/>` +
        drawWheel(x, wheelY, p.wheelR, x / 7, { isClassic: isBoxy, opacity: 1 }),
    )
    .join('');
  return (
    `<path d="${composeBodyPath(p, isOpen, isBoxy)}" fill="url(#paint)" stroke="${palette.bodyDeep}" stroke-width="2"/>` +
    (isOpen ? drawOpenCabin(p, palette) : drawGreenhouse(p, palette, isBoxy)) +
    drawBodyDetails(p, palette, isBoxy) +
    wheels
  );
}

/**
 * The side view extruded towards the far side, seen from the front corner: the copies of the
 * outline build the roof, hood and nose surfaces without any real 3D geometry.
 */
function drawThreeQuarterCar(p: SideProfile, style: DemoPhotoStyle, palette: Palette): string {
  const isOpen = style === 'convertible';
  const isBoxy = style === 'classic';
  const depthX = 120;
  const depthY = -46;
  const steps = 20;
  const wheelY = GROUND_Y - p.wheelR;
  const bodyPath = composeBodyPath(p, isOpen, isBoxy);
  const topColor = palette.bodyLight;
  const farWheels = [p.rearWheelX, p.frontWheelX]
    .map((x) => drawWheel(x + depthX, wheelY + depthY, p.wheelR, x / 5, { isClassic: isBoxy, opacity: 0.8 }))
    .join('');
  const extrusion = Array.from({ length: steps }, (_, i) => {
    const t = (steps - i) / steps;
    return `<path d="${bodyPath}" transform="translate(${(depthX * t).toFixed(1)} ${(depthY * t).toFixed(1)})" fill="${topColor}" stroke="${topColor}" stroke-width="8" stroke-linejoin="round"/>`;
  }).join('');
  const shift = (x: number, y: number, t: number) => `${(x + depthX * t).toFixed(1)} ${(y + depthY * t).toFixed(1)}`;
  const noseTopX = p.frontX - 45;
  const noseTopY = p.hoodY + 8;
  const face =
    `<path d="M${noseTopX} ${noseTopY} Q${p.frontX} ${p.hoodY + 14} ${p.frontX} ${p.hoodY + 60} L${p.frontX} ${p.bottomY}` +
    ` L${shift(p.frontX, p.bottomY, 1)} L${shift(p.frontX, p.hoodY + 60, 1)} Q${shift(p.frontX, p.hoodY + 14, 1)} ${shift(noseTopX, noseTopY, 1)} Z"` +
    ` fill="${palette.bodyDark}" stroke="${palette.bodyDeep}" stroke-width="2"/>`;
  const grilleTop = p.hoodY + 62;
  const grilleBottom = p.bottomY - 18;
  const grille = `<path d="M${shift(p.frontX, grilleTop, 0.28)} L${shift(p.frontX, grilleTop, 0.72)} L${shift(p.frontX, grilleBottom, 0.72)} L${shift(p.frontX, grilleBottom, 0.28)} Z" fill="${isBoxy ? '#c9ced3' : '#121315'}"/>`;
  const lamps = (
    [
      [0.06, 0.26],
      [0.74, 0.94],
    ] as const
  )
    .map(([from, to]) => {
      const middle = (from + to) / 2;
      return (
        `<path d="M${shift(p.frontX, p.hoodY + 30, from)} L${shift(p.frontX, p.hoodY + 30, to)} L${shift(p.frontX, p.hoodY + 50, to)} L${shift(p.frontX, p.hoodY + 50, from)} Z" fill="#f8fbff" stroke="#8a9099" stroke-width="2"/>` +
        `<ellipse cx="${p.frontX + depthX * middle}" cy="${p.hoodY + 40 + depthY * middle}" rx="60" ry="32" fill="url(#headlight-glow)"/>`
      );
    })
    .join('');
  const windshield = isOpen
    ? ''
    : `<path d="M${p.roofEndX} ${p.roofY} L${p.windshieldX} ${p.hoodY} L${shift(p.windshieldX, p.hoodY, 1)} L${shift(p.roofEndX, p.roofY, 1)} Z" fill="url(#glass)" stroke="${palette.bodyDeep}" stroke-width="3"/>`;
  return (
    `<ellipse cx="${500 + depthX / 2}" cy="${GROUND_Y + depthY / 2}" rx="600" ry="60" fill="url(#shadow)"/>` +
    farWheels +
    extrusion +
    windshield +
    face +
    grille +
    lamps +
    drawNearSide(p, style, palette, isBoxy)
  );
}

function composeBodyPath(p: SideProfile, isOpen: boolean, isBoxy: boolean): string {
  const cornerX = Math.min(p.rearX + 30, p.rearGlassX);
  const start = `M${p.rearX} ${p.bottomY} L${p.rearX} ${p.deckY + 30} Q${p.rearX} ${p.deckY} ${cornerX} ${p.deckY} L${p.rearGlassX} ${p.deckY}`;
  const nose = `L${p.frontX - 45} ${p.hoodY + 8} Q${p.frontX} ${p.hoodY + 14} ${p.frontX} ${p.hoodY + 60} L${p.frontX} ${p.bottomY} Z`;
  if (isOpen) return `${start} L${p.windshieldX} ${p.hoodY - 4} ${nose}`;
  if (isBoxy) {
    return `${start} L${p.roofStartX} ${p.roofY} L${p.roofEndX} ${p.roofY} L${p.windshieldX} ${p.hoodY} ${nose}`;
  }
  const rise = p.deckY - p.roofY;
  const fall = p.hoodY - p.roofY;
  const rearRun = p.roofStartX - p.rearGlassX;
  const frontRun = p.windshieldX - p.roofEndX;
  return (
    `${start} C${p.rearGlassX + rearRun * 0.55} ${p.deckY - rise * 0.6} ${p.roofStartX - rearRun * 0.25} ${p.roofY} ${p.roofStartX} ${p.roofY}` +
    ` L${p.roofEndX} ${p.roofY}` +
    ` C${p.roofEndX + frontRun * 0.35} ${p.roofY} ${p.windshieldX - frontRun * 0.3} ${p.hoodY - fall * 0.35} ${p.windshieldX} ${p.hoodY} ${nose}`
  );
}

function drawGreenhouse(p: SideProfile, palette: Palette, isBoxy: boolean): string {
  const inset = 12;
  const beltY = Math.max(p.deckY, p.hoodY) - 6;
  const backX = p.rearGlassX + 22;
  const frontX = p.windshieldX - 26;
  const topY = p.roofY + inset;
  const rise = beltY - topY;
  const window = isBoxy
    ? `M${backX} ${beltY} L${p.roofStartX + 6} ${topY} L${p.roofEndX - 4} ${topY} L${frontX} ${beltY} Z`
    : `M${backX} ${beltY} C${backX + (p.roofStartX - backX) * 0.55} ${beltY - rise * 0.6} ${p.roofStartX - 10} ${topY} ${p.roofStartX + 8} ${topY}` +
      ` L${p.roofEndX - 6} ${topY} C${p.roofEndX + (frontX - p.roofEndX) * 0.3} ${topY} ${frontX - 12} ${beltY - rise * 0.3} ${frontX} ${beltY} Z`;
  const pillars = p.pillarXs
    .map(
      (x) =>
        `<path d="M${x - 9} ${topY - 2} L${x + 9} ${topY - 2} L${x + 14} ${beltY + 2} L${x - 14} ${beltY + 2} Z" fill="${palette.bodyDeep}"/>`,
    )
    .join('');
  const reflection = `<path d="M${p.roofStartX + 40} ${topY + 6} L${p.roofStartX + 110} ${topY + 6} L${p.roofStartX + 40} ${beltY - 6} L${p.roofStartX - 30} ${beltY - 6} Z" fill="#fff" opacity="0.18"/>`;
  return `<path d="${window}" fill="url(#glass)"/>${reflection}${pillars}`;
}

function drawOpenCabin(p: SideProfile, palette: Palette): string {
  const beltY = p.deckY;
  const seats = [p.rearGlassX + 90, p.rearGlassX + 190]
    .map((x) => `<rect x="${x}" y="${beltY - 58}" width="44" height="62" rx="16" fill="#2a2522"/>`)
    .join('');
  const foldedTop = `<rect x="${p.rearGlassX - 90}" y="${beltY - 20}" width="150" height="26" rx="12" fill="${palette.bodyDeep}"/>`;
  const windshield = `<path d="M${p.windshieldX - 6} ${p.hoodY - 4} L${p.windshieldX - 92} ${p.roofY} L${p.windshieldX - 78} ${p.roofY} L${p.windshieldX + 10} ${p.hoodY - 4} Z" fill="url(#glass)" opacity="0.8" stroke="#1d1d1f" stroke-width="5"/>`;
  return `${seats}${foldedTop}${windshield}`;
}

function drawBodyDetails(p: SideProfile, palette: Palette, isBoxy: boolean): string {
  const sillY = p.bottomY - 16;
  const shoulderY = Math.max(p.deckY, p.hoodY) + 24;
  const doorTop = Math.max(p.deckY, p.hoodY) - 4;
  const doorXs = p.pillarXs.length > 0 ? p.pillarXs : [(p.rearWheelX + p.frontWheelX) / 2 + 40];
  const doorLines = doorXs
    .map(
      (x) =>
        `<path d="M${x} ${doorTop} L${x + 6} ${sillY}" stroke="${palette.bodyDeep}" stroke-width="3" opacity="0.5"/>` +
        `<rect x="${x - 62}" y="${shoulderY + 10}" width="38" height="9" rx="4" fill="${palette.bodyDeep}" opacity="0.7"/>`,
    )
    .join('');
  const trim = isBoxy ? '#d9dde1' : '#1f2023';
  const bumpers =
    `<rect x="${p.rearX - 8}" y="${p.bottomY - 40}" width="70" height="${isBoxy ? 16 : 24}" rx="8" fill="${trim}"/>` +
    `<rect x="${p.frontX - 62}" y="${p.bottomY - 40}" width="70" height="${isBoxy ? 16 : 24}" rx="8" fill="${trim}"/>`;
  const mirror = `<path d="M${p.windshieldX - 40} ${p.hoodY - 4} l34 -22 l18 0 l-6 22 Z" fill="${palette.bodyDark}"/>`;
  const headlight = isBoxy
    ? `<circle cx="${p.frontX - 14}" cy="${p.hoodY + 36}" r="17" fill="#fff7dc" stroke="#c8ccd0" stroke-width="4"/>`
    : `<path d="M${p.frontX - 70} ${p.hoodY + 18} L${p.frontX - 6} ${p.hoodY + 26} L${p.frontX - 10} ${p.hoodY + 44} L${p.frontX - 64} ${p.hoodY + 36} Z" fill="#f5f7fa" stroke="#8a9099" stroke-width="2"/>`;
  const headlightGlow = `<ellipse cx="${p.frontX - 20}" cy="${p.hoodY + 32}" rx="70" ry="34" fill="url(#headlight-glow)"/>`;
  const taillight =
    `<rect x="${p.rearX - 3}" y="${p.deckY + 14}" width="22" height="${isBoxy ? 38 : 24}" rx="5" fill="#c3161c"/>` +
    `<ellipse cx="${p.rearX + 6}" cy="${p.deckY + 26}" rx="44" ry="26" fill="url(#taillight-glow)"/>`;
  return (
    `<path d="M${p.rearX + 40} ${shoulderY} L${p.frontX - 60} ${shoulderY - 4}" stroke="#fff" stroke-width="4" opacity="0.28"/>` +
    `<rect x="${p.rearX + 10}" y="${sillY}" width="${p.frontX - p.rearX - 20}" height="14" rx="6" fill="${palette.bodyDeep}" opacity="0.8"/>` +
    doorLines +
    bumpers +
    mirror +
    headlight +
    headlightGlow +
    taillight
  );
}

interface WheelLook {
  isClassic: boolean;
  opacity: number;
  /** Close-ups show the brake disc and a caliper of this colour through the spokes. */
  caliperColor?: string;
}

/** A tyre with a five-spoke rim, or a whitewall and hubcap on a classic. */
function drawWheel(cx: number, cy: number, r: number, angle: number, look: WheelLook): string {
  const rimR = r * 0.64;
  const tyre = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#18181a"/><circle cx="${cx}" cy="${cy}" r="${r - 5}" fill="none" stroke="#2d2d31" stroke-width="3"/>`;
  if (look.isClassic) {
    return (
      `<g opacity="${look.opacity}">${tyre}` +
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="#eeeae0" stroke-width="${r * 0.13}"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.56}" fill="url(#rim)"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="#d5d9dd" stroke="#8d939a" stroke-width="2"/></g>`
    );
  }
  const spokeWidth = r * 0.16;
  const spokes = [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<path d="M${cx - spokeWidth / 2} ${cy - r * 0.13} L${cx - spokeWidth * 0.8} ${cy - rimR + 3} L${cx + spokeWidth * 0.8} ${cy - rimR + 3} L${cx + spokeWidth / 2} ${cy - r * 0.13} Z" fill="url(#rim)" transform="rotate(${(a + angle).toFixed(1)} ${cx} ${cy})"/>`,
    )
    .join('');
  return (
    `<g opacity="${look.opacity}">${tyre}` +
    `<circle cx="${cx}" cy="${cy}" r="${rimR}" fill="#2b2e33" stroke="#c3c8ce" stroke-width="${Math.max(2, r * 0.05)}"/>` +
    (look.caliperColor === undefined ? '' : drawBrake(cx, cy, r, look.caliperColor)) +
    spokes +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.15}" fill="url(#rim)" stroke="#7f858c" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.05}" fill="#3a3d42"/></g>`
  );
}

function drawBrake(cx: number, cy: number, r: number, caliperColor: string): string {
  const holes = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    return `<circle cx="${(cx + Math.cos(a) * r * 0.45).toFixed(1)}" cy="${(cy + Math.sin(a) * r * 0.45).toFixed(1)}" r="${r * 0.018}" fill="#55595e"/>`;
  }).join('');
  const outer = r * 0.6;
  const inner = r * 0.44;
  const caliper =
    `<path d="M${cx + outer * Math.sin(0.35)} ${cy - outer * Math.cos(0.35)} A${outer} ${outer} 0 0 1 ${cx + outer * Math.sin(1.25)} ${cy - outer * Math.cos(1.25)}` +
    ` L${cx + inner * Math.sin(1.25)} ${cy - inner * Math.cos(1.25)} A${inner} ${inner} 0 0 0 ${cx + inner * Math.sin(0.35)} ${cy - inner * Math.cos(0.35)} Z" fill="${caliperColor}" stroke="#111" stroke-width="3"/>`;
  return `<circle cx="${cx}" cy="${cy}" r="${r * 0.56}" fill="#8c9096"/>${holes}${caliper}`;
}

/** Rear view at dusk: proportions follow the body style. */
function drawRearScene(style: DemoPhotoStyle, palette: Palette): string {
  const tall = style === 'suv' || style === 'truck';
  const halfWidth = tall ? 470 : style === 'coupe' || style === 'convertible' ? 450 : 430;
  const groundY = 1000;
  const bodyBottom = groundY - (tall ? 70 : 50);
  const beltY = tall ? 600 : style === 'coupe' || style === 'convertible' ? 690 : 660;
  const roofY = tall ? 360 : style === 'coupe' ? 500 : 450;
  const cx = 800;
  const left = cx - halfWidth;
  const right = cx + halfWidth;
  const tyreWidth = 120;
  const tyres = [left + 40, right - 40 - tyreWidth]
    .map(
      (x) =>
        `<rect x="${x}" y="${bodyBottom - 60}" width="${tyreWidth}" height="${groundY - bodyBottom + 60}" rx="22" fill="#121214"/>`,
    )
    .join('');
  const body = `<path d="M${left} ${bodyBottom} L${left} ${beltY + 60} Q${left} ${beltY} ${left + 70} ${beltY - 10} L${right - 70} ${beltY - 10} Q${right} ${beltY} ${right} ${beltY + 60} L${right} ${bodyBottom} Q${right} ${bodyBottom + 20} ${right - 30} ${bodyBottom + 20} L${left + 30} ${bodyBottom + 20} Q${left} ${bodyBottom + 20} ${left} ${bodyBottom} Z" fill="url(#paint)" stroke="${palette.bodyDeep}" stroke-width="3"/>`;
  const cabin =
    style === 'convertible'
      ? [cx - 170, cx + 90]
          .map((x) => `<rect x="${x}" y="${beltY - 110}" width="80" height="100" rx="28" fill="#2a2522"/>`)
          .join('')
      : `<path d="M${left + 70} ${beltY - 10} L${left + 150} ${roofY + 20} Q${left + 160} ${roofY} ${left + 190} ${roofY} L${right - 190} ${roofY} Q${right - 160} ${roofY} ${right - 150} ${roofY + 20} L${right - 70} ${beltY - 10} Z" fill="url(#paint)" stroke="${palette.bodyDeep}" stroke-width="3"/>` +
        `<path d="M${left + 120} ${beltY - 24} L${left + 180} ${roofY + 34} L${right - 180} ${roofY + 34} L${right - 120} ${beltY - 24} Z" fill="url(#glass)"/>`;
  const lampY = beltY + 40;
  const lampWidth = halfWidth * 0.42;
  const lamps =
    style === 'classic'
      ? [left + 30, right - 80]
          .map(
            (x) =>
              `<rect x="${x}" y="${lampY - 10}" width="50" height="90" rx="8" fill="#b5141a" stroke="#d9dde1" stroke-width="5"/>`,
          )
          .join('')
      : `<path d="M${left + 20} ${lampY} L${left + 20 + lampWidth} ${lampY + 4} L${left + 20 + lampWidth} ${lampY + 36} L${left + 26} ${lampY + 40} Z" fill="#c3161c"/>` +
        `<path d="M${right - 20} ${lampY} L${right - 20 - lampWidth} ${lampY + 4} L${right - 20 - lampWidth} ${lampY + 36} L${right - 26} ${lampY + 40} Z" fill="#c3161c"/>` +
        (style === 'suv' || style === 'coupe'
          ? `<rect x="${left + 20 + lampWidth}" y="${lampY + 14}" width="${2 * (halfWidth - 20 - lampWidth)}" height="8" fill="#e0262c"/>`
          : '');
  const glow = [left + 20 + lampWidth / 2, right - 20 - lampWidth / 2]
    .map((x) => `<ellipse cx="${x}" cy="${lampY + 20}" rx="${lampWidth}" ry="70" fill="url(#taillight-glow)"/>`)
    .join('');
  const plateY = lampY + 90;
  const plate =
    `<rect x="${cx - 130}" y="${plateY}" width="260" height="58" rx="6" fill="#f4f4f0" stroke="#222" stroke-width="3"/>` +
    `<rect x="${cx - 127}" y="${plateY + 3}" width="30" height="52" fill="#1f46a8"/>` +
    [0, 1, 2, 3, 4, 5]
      .map((i) => `<rect x="${cx - 80 + i * 34}" y="${plateY + 14}" width="22" height="30" rx="3" fill="#26272b"/>`)
      .join('');
  const bumper =
    style === 'classic'
      ? `<rect x="${left - 10}" y="${bodyBottom - 40}" width="${2 * halfWidth + 20}" height="30" rx="12" fill="#d9dde1"/>`
      : `<rect x="${left + 10}" y="${bodyBottom - 30}" width="${2 * halfWidth - 20}" height="36" rx="14" fill="#1c1d20"/>` +
        [cx - 260, cx + 200]
          .map(
            (x) =>
              `<ellipse cx="${x + 30}" cy="${bodyBottom + 8}" rx="30" ry="12" fill="#3a3c40" stroke="#a5abb2" stroke-width="4"/>`,
          )
          .join('');
  return (
    drawDuskBackground() +
    `<ellipse cx="${cx}" cy="${groundY}" rx="${halfWidth + 160}" ry="44" fill="url(#shadow)"/>` +
    tyres +
    cabin +
    body +
    lamps +
    glow +
    plate +
    bumper
  );
}

function drawDuskBackground(): string {
  return `<defs>
<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#27285a"/><stop offset="0.62" stop-color="#e07a4f"/><stop offset="1" stop-color="#f7c46c"/></linearGradient>
<linearGradient id="dusk-ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3440"/><stop offset="1" stop-color="#141218"/></linearGradient>
</defs>
<rect width="1600" height="790" fill="url(#dusk)"/>
<path d="M0 700 L180 640 L300 690 L470 610 L640 700 L820 650 L1000 700 L1180 620 L1360 690 L1600 650 L1600 790 L0 790 Z" fill="#2d2740" opacity="0.8"/>
<rect y="780" width="1600" height="420" fill="url(#dusk-ground)"/>`;
}

/** The driver's view: windshield, cluster, centre screen and wheel, trimmed in the body colour. */
function drawDashboardScene(style: DemoPhotoStyle, palette: Palette, hue: number): string {
  const isClassic = style === 'classic';
  const trim = isClassic ? '#7a4a26' : palette.body;
  const glow = isClassic ? '#f2c46b' : formatHsl(hue, 85, 65);
  const sky = `<defs>
<linearGradient id="windshield-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec1ea"/><stop offset="1" stop-color="#f3efe2"/></linearGradient>
<linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c2d31"/><stop offset="1" stop-color="#0e0e10"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.bodyDeep}"/><stop offset="1" stop-color="${palette.bodyDark}"/></linearGradient>
</defs>
<rect width="1600" height="1200" fill="url(#windshield-sky)"/>
<path d="M0 560 C400 520 1200 520 1600 560 L1600 760 L0 760 Z" fill="#6f8d5a"/>
<path d="M650 760 L780 540 L820 540 L1050 760 Z" fill="#5b5e63"/>
<path d="M795 560 L797 600 M793 630 L789 690 M786 720 L782 760" stroke="#f2f0e6" stroke-width="6"/>`;
  const cabin = `<path d="M0 0 L1600 0 L1600 120 C1100 70 500 70 0 120 Z" fill="#1b1b1d"/>
<path d="M0 0 L210 0 L60 720 L0 720 Z" fill="#232326"/><path d="M1600 0 L1390 0 L1540 720 L1600 720 Z" fill="#232326"/>
<path d="M0 660 C300 600 1300 600 1600 660 L1600 1200 L0 1200 Z" fill="url(#dash)"/>
<path d="M0 780 C400 740 1200 740 1600 780" stroke="${trim}" stroke-width="${isClassic ? 26 : 8}" fill="none"/>`;
  const cluster =
    `<rect x="400" y="650" width="460" height="190" rx="${isClassic ? 90 : 28}" fill="#08090b" stroke="#3a3b40" stroke-width="4"/>` +
    [520, 740]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="745" r="72" fill="none" stroke="${glow}" stroke-width="5" opacity="0.9"/>` +
          `<path d="M${x} 745 L${x + (i === 0 ? -38 : 46)} ${745 - (i === 0 ? 48 : 30)}" stroke="#ff5a3c" stroke-width="5" stroke-linecap="round"/>`,
      )
      .join('');
  const screen = isClassic
    ? `<rect x="960" y="690" width="260" height="70" rx="8" fill="#1a1a1a" stroke="#c9ced3" stroke-width="4"/>`
    : `<rect x="940" y="640" width="380" height="230" rx="20" fill="url(#screen)" stroke="#3a3b40" stroke-width="4"/>` +
      `<path d="M970 820 C1040 760 1110 800 1180 720 S1280 700 1300 670" stroke="${glow}" stroke-width="6" fill="none"/>` +
      `<circle cx="1180" cy="720" r="12" fill="#fff"/>`;
  const vents = [300, 1380]
    .map(
      (x) =>
        `<rect x="${x - 70}" y="690" width="140" height="50" rx="14" fill="#151518" stroke="${trim}" stroke-width="3"/>`,
    )
    .join('');
  const wheel =
    `<circle cx="630" cy="1000" r="270" fill="none" stroke="#151517" stroke-width="${isClassic ? 24 : 52}"/>` +
    `<path d="M370 1020 L540 990 M720 990 L890 1020 M630 1060 L630 1250" stroke="#1b1b1e" stroke-width="${isClassic ? 18 : 60}"/>` +
    `<circle cx="630" cy="1010" r="${isClassic ? 70 : 100}" fill="#1e1f22" stroke="#333" stroke-width="4"/>` +
    `<circle cx="630" cy="1010" r="26" fill="${isClassic ? '#c9ced3' : trim}"/>`;
  return sky + cabin + cluster + screen + vents + wheel;
}

/** A close-up of the front wheel under its arch, brake caliper in the complementary colour. */
function drawWheelDetailScene(style: DemoPhotoStyle, palette: Palette): string {
  const isClassic = style === 'classic';
  const cx = 800;
  const cy = 700;
  const r = 400;
  return (
    `<rect width="1600" height="1200" fill="url(#paint)"/>
<path d="M0 250 C500 220 1100 220 1600 250" stroke="#fff" stroke-width="10" opacity="0.3" fill="none"/>
<path d="M0 300 C500 270 1100 270 1600 300" stroke="${palette.bodyDeep}" stroke-width="4" opacity="0.4" fill="none"/>
<circle cx="${cx}" cy="${cy}" r="${r + 50}" fill="#0f0f11"/>
<rect y="1120" width="1600" height="80" fill="#202124"/>` +
    drawWheel(cx, cy, r, 12, { isClassic, opacity: 1, caliperColor: palette.accent })
  );
}

function drawCaption(text: string): string {
  const fontSize = 30;
  const width = Math.round(text.length * fontSize * 0.62) + 40;
  return (
    `<g opacity="0.92"><rect x="36" y="${VIEW_HEIGHT - 92}" width="${width}" height="54" rx="10" fill="#000" opacity="0.38"/>` +
    `<text x="56" y="${VIEW_HEIGHT - 55}" font-family="sans-serif" font-size="${fontSize}" fill="#fff">${escapeXml(text)}</text></g>`
  );
}
