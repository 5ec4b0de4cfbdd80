import type { Palette } from "./style-recipes.ts";

export const W = 768;
export const H = 1152;

export type Rand = () => number;

/** mulberry32: a small deterministic generator, so one script and style always give the same poster. */
export function seededRandom(seedText: string): Rand {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.codePointAt(0)!, 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const f = (n: number) => n.toFixed(1);
export const between = (rand: Rand, a: number, b: number) => a + (b - a) * rand();

/** A ridge line across the poster: jagged peaks around `base`, filled to the bottom. */
export function ridge(
  rand: Rand,
  base: number,
  amplitude: number,
  step: number,
  fill: string,
  flatTops = false,
): string {
  let d = `M0 ${H} L0 ${f(base)}`;
  let x = 0;
  while (x < W) {
    const nx = Math.min(W, x + between(rand, step * 0.6, step * 1.4));
    const peak = base - between(rand, 0, amplitude);
    if (flatTops && rand() < 0.5) {
      d += ` L${f(x + (nx - x) * 0.2)} ${f(peak)} L${f(x + (nx - x) * 0.8)} ${f(peak)} L${f(nx)} ${f(base - between(rand, 0, amplitude * 0.2))}`;
    } else {
      d += ` L${f((x + nx) / 2)} ${f(peak)} L${f(nx)} ${f(base - between(rand, 0, amplitude * 0.35))}`;
    }
    x = nx;
  }
  return `<path d="${d} L${W} ${H} Z" fill="${fill}"/>`;
}

/** A standing figure in a long coat, feet at (x, y), `h` tall. */
export function figure(x: number, y: number, h: number, fill: string, hat = false): string {
  const s = h / 100;
  const p = (px: number, py: number) => `${f(x + px * s)} ${f(y - py * s)}`;
  const body = `M${p(-9, 0)} L${p(-7, 40)} L${p(-13, 44)} L${p(-15, 78)} Q${p(-12, 84)} ${p(-6, 84)} L${p(6, 84)} Q${p(12, 84)} ${p(15, 78)} L${p(13, 44)} L${p(7, 40)} L${p(9, 0)} L${p(3, 0)} L${p(1, 38)} L${p(-1, 38)} L${p(-3, 0)} Z`;
  const head = `<ellipse cx="${f(x)}" cy="${f(y - 91 * s)}" rx="${f(6.5 * s)}" ry="${f(8 * s)}" fill="${fill}"/>`;
  const hatShape = hat
    ? `<ellipse cx="${f(x)}" cy="${f(y - 96 * s)}" rx="${f(13 * s)}" ry="${f(2.4 * s)}" fill="${fill}"/><path d="M${p(-7, 96)} L${p(-6, 105)} Q${p(0, 108)} ${p(6, 105)} L${p(7, 96)} Z" fill="${fill}"/>`
    : "";
  return `<path d="${body}" fill="${fill}"/>${head}${hatShape}`;
}

export function stars(rand: Rand, count: number, maxY: number, color = "#ffffff"): string {
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${f(rand() * W)}" cy="${f(rand() * maxY)}" r="${f(between(rand, 0.6, 2.1))}" fill="${color}" opacity="${between(rand, 0.3, 1).toFixed(2)}"/>`,
  ).join("");
}

export function glowDisc(cx: number, cy: number, r: number, color: string, id: string): string {
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.85"/><stop offset="0.35" stop-color="${color}" stop-opacity="0.35"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 3.2)}" fill="url(#${id})"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}"/>`;
}

export function palm(x: number, y: number, h: number, fill: string, lean: number): string {
  const topX = x + lean;
  const topY = y - h;
  const trunk = `<path d="M${f(x - 7)} ${f(y)} Q${f(x + lean * 0.2)} ${f(y - h * 0.6)} ${f(topX - 3)} ${f(topY)} L${f(topX + 3)} ${f(topY)} Q${f(x + lean * 0.25 + 6)} ${f(y - h * 0.6)} ${f(x + 7)} ${f(y)} Z" fill="${fill}"/>`;
  const fronds = [-150, -120, -80, -40, -10, 20, 200].map((deg) => {
    const a = (deg * Math.PI) / 180;
    const len = h * 0.42;
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.6 + len * 0.25;
    const cx = topX + Math.cos(a) * len * 0.5;
    const cy = topY + Math.sin(a) * len * 0.5 - len * 0.2;
    return `<path d="M${f(topX)} ${f(topY)} Q${f(cx)} ${f(cy - 14)} ${f(ex)} ${f(ey)} Q${f(cx)} ${f(cy + 8)} ${f(topX)} ${f(topY)} Z" fill="${fill}"/>`;
  });
  return trunk + fronds.join("");
}

export function skyline(rand: Rand, base: number, fill: string, windows: string, maxH: number): string {
  let x = -10;
  let out = "";
  while (x < W) {
    const w = between(rand, 40, 95);
    const h = between(rand, maxH * 0.35, maxH);
    out += `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h + 400)}" fill="${fill}"/>`;
    for (let wy = base - h + 14; wy < base - 10; wy += 16) {
      for (let wx = x + 8; wx < x + w - 8; wx += 12)
        if (rand() < 0.28)
          out += `<rect x="${f(wx)}" y="${f(wy)}" width="5" height="8" fill="${windows}" opacity="${between(rand, 0.4, 1).toFixed(2)}"/>`;
    }
    if (rand() < 0.3)
      out += `<rect x="${f(x + w / 2 - 1.5)}" y="${f(base - h - 40)}" width="3" height="40" fill="${fill}"/>`;
    x += w + between(rand, -6, 4);
  }
  return out;
}

export function wavyRing(
  cx: number,
  cy: number,
  r: number,
  amp: number,
  waves: number,
  phase: number,
): string {
  const pts: string[] = [];
  for (let i = 0; i <= 120; i++) {
    const a = (i / 120) * Math.PI * 2;
    const rr = r + Math.sin(a * waves + phase) * amp;
    pts.push(`${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`);
  }
  return `M${pts.join(" L")} Z`;
}

/** What a scene is drawn from: the palette, the poster's random sequence and the horizon line. */
export interface SceneArgs {
  p: Palette;
  rand: Rand;
  horizon: number;
}

export type SceneDrawer = (args: SceneArgs) => string;
