import type { Palette, Scene } from "./style-recipes.ts";

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

const f = (n: number) => n.toFixed(1);
const between = (rand: Rand, a: number, b: number) => a + (b - a) * rand();

/** A ridge line across the poster: jagged peaks around `base`, filled to the bottom. */
function ridge(
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

function stars(rand: Rand, count: number, maxY: number, color = "#ffffff"): string {
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${f(rand() * W)}" cy="${f(rand() * maxY)}" r="${f(between(rand, 0.6, 2.1))}" fill="${color}" opacity="${between(rand, 0.3, 1).toFixed(2)}"/>`,
  ).join("");
}

function glowDisc(cx: number, cy: number, r: number, color: string, id: string): string {
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.85"/><stop offset="0.35" stop-color="${color}" stop-opacity="0.35"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 3.2)}" fill="url(#${id})"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}"/>`;
}

function palm(x: number, y: number, h: number, fill: string, lean: number): string {
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

function skyline(rand: Rand, base: number, fill: string, windows: string, maxH: number): string {
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

function wavyRing(cx: number, cy: number, r: number, amp: number, waves: number, phase: number): string {
  const pts: string[] = [];
  for (let i = 0; i <= 120; i++) {
    const a = (i / 120) * Math.PI * 2;
    const rr = r + Math.sin(a * waves + phase) * amp;
    pts.push(`${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`);
  }
  return `M${pts.join(" L")} Z`;
}

/** The picture above the title: one drawing per scene, coloured by the palette. */
export function drawScene(scene: Scene, p: Palette, rand: Rand): string {
  const horizon = between(rand, 600, 700);
  switch (scene) {
    case "mountains": {
      const sunX = between(rand, 230, 540);
      return [
        glowDisc(sunX, horizon - between(rand, 120, 260), between(rand, 46, 70), p.light, "sun"),
        `<g opacity="0.55">${ridge(rand, horizon - 90, 170, 120, p.accent)}</g>`,
        `<g opacity="0.8">${ridge(rand, horizon - 10, 130, 90, p.sky[0])}</g>`,
        ridge(rand, horizon + 90, 90, 70, p.shade),
        figure(between(rand, 300, 470), horizon + 60, 120, p.shade),
      ].join("");
    }
    case "mesas":
      return [
        glowDisc(between(rand, 260, 500), horizon - 40, 90, p.light, "sun"),
        `<g opacity="0.7">${ridge(rand, horizon, 200, 170, p.accent, true)}</g>`,
        ridge(rand, horizon + 100, 110, 150, p.shade, true),
        figure(between(rand, 200, 560), horizon + 80, 110, p.shade, true),
      ].join("");
    case "planet": {
      const cx = between(rand, 250, 520);
      const cy = between(rand, 300, 420);
      const r = between(rand, 150, 210);
      return [
        stars(rand, 220, H),
        `<defs><radialGradient id="pl" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${p.light}"/><stop offset="0.6" stop-color="${p.sky[2]}"/><stop offset="1" stop-color="${p.sky[0]}"/></radialGradient></defs>`,
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.25)}" fill="${p.light}" opacity="0.12"/>`,
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#pl)"/>`,
        `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 1.7)}" ry="${f(r * 0.32)}" fill="none" stroke="${p.accent}" stroke-width="7" opacity="0.75" transform="rotate(-18 ${f(cx)} ${f(cy)})"/>`,
        `<circle cx="${f(between(rand, 80, 200))}" cy="${f(between(rand, 120, 220))}" r="${f(between(rand, 18, 34))}" fill="${p.accent}" opacity="0.8"/>`,
        ridge(rand, horizon + 140, 60, 110, p.shade),
        figure(between(rand, 330, 440), horizon + 120, 90, p.shade),
      ].join("");
    }
    case "palms":
      return [
        glowDisc(W / 2, horizon - 60, 120, p.light, "sun"),
        `<rect x="0" y="${f(horizon)}" width="${W}" height="${H - horizon}" fill="${p.accent}" opacity="0.85"/>`,
        ...Array.from(
          { length: 8 },
          (_, i) =>
            `<rect x="${f(W / 2 - 120 + i * 4)}" y="${f(horizon + 12 + i * 16)}" width="${f(240 - i * 8)}" height="4" fill="${p.light}" opacity="${(0.6 - i * 0.06).toFixed(2)}"/>`,
        ),
        palm(between(rand, 40, 120), horizon + 160, 430, p.shade, 70),
        palm(between(rand, 620, 720), horizon + 180, 380, p.shade, -60),
        palm(between(rand, 140, 200), horizon + 200, 250, p.shade, 40),
      ].join("");
    case "noir": {
      const blinds = Array.from(
        { length: 9 },
        (_, i) =>
          `<polygon points="${f(-100 + i * 40)},0 ${f(60 + i * 40)},0 ${f(520 + i * 60)},${H} ${f(430 + i * 60)},${H}" fill="${p.light}" opacity="0.07"/>`,
      ).join("");
      const fx = between(rand, 300, 470);
      return [
        blinds,
        `<ellipse cx="${f(fx + 120)}" cy="${f(horizon + 150)}" rx="220" ry="28" fill="#000" opacity="0.6"/>`,
        `<rect x="${f(fx - 170)}" y="120" width="8" height="${f(horizon)}" fill="${p.accent}" opacity="0.5"/>`,
        `<circle cx="${f(fx - 166)}" cy="128" r="34" fill="${p.light}" opacity="0.12"/>`,
        figure(fx, horizon + 150, 430, "#000000", true),
        `<path d="M${f(fx + 40)} ${f(horizon + 150)} L${f(fx + 520)} ${f(horizon + 230)} L${f(fx + 520)} ${f(horizon + 260)} L${f(fx + 20)} ${f(horizon + 152)} Z" fill="#000" opacity="0.55"/>`,
      ].join("");
    }
    case "grid": {
      const sunY = horizon - 150;
      const gaps = Array.from(
        { length: 7 },
        (_, i) =>
          `<rect x="0" y="${f(sunY + 10 + i * 22)}" width="${W}" height="${f(3 + i * 1.6)}" fill="black"/>`,
      ).join("");
      const verticals = Array.from(
        { length: 24 },
        (_, i) =>
          `<line x1="${f(W / 2 + (i - 11.5) * 14)}" y1="${f(horizon)}" x2="${f(W / 2 + (i - 11.5) * 150)}" y2="${H}" stroke="${p.accent}" stroke-width="2" opacity="0.8"/>`,
      ).join("");
      const horizontals = Array.from({ length: 14 }, (_, i) => {
        const y = horizon + Math.pow(i / 13, 2) * (H - horizon);
        return `<line x1="0" y1="${f(y)}" x2="${W}" y2="${f(y)}" stroke="${p.accent}" stroke-width="${f(1 + i * 0.25)}" stroke-opacity="0.8"/>`;
      }).join("");
      return [
        stars(rand, 90, horizon - 200),
        `<defs><linearGradient id="sg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient><mask id="sm"><rect width="${W}" height="${H}" fill="white"/>${gaps}</mask></defs>`,
        `<circle cx="${W / 2}" cy="${f(sunY)}" r="170" fill="url(#sg)" mask="url(#sm)"/>`,
        `<g opacity="0.9">${ridge(rand, horizon, 110, 70, p.shade)}</g>`,
        `<rect x="0" y="${f(horizon)}" width="${W}" height="${H - horizon}" fill="${p.shade}"/>`,
        verticals.replaceAll('stroke-width="2" opacity="0.8"', 'stroke-width="7" stroke-opacity="0.25"'),
        verticals,
        horizontals,
      ].join("");
    }
    case "city":
      return [
        `<circle cx="${f(between(rand, 200, 560))}" cy="${f(between(rand, 160, 260))}" r="90" fill="${p.light}" opacity="0.25"/>`,
        `<g opacity="0.55">${skyline(rand, horizon - 40, p.sky[2], p.accent, 420)}</g>`,
        skyline(rand, horizon + 80, p.shade, p.light, 360),
        ...Array.from(
          { length: 70 },
          () =>
            `<line x1="${f(rand() * W)}" y1="${f(rand() * H)}" x2="${f(rand() * W - 12)}" y2="${f(rand() * H + 40)}" stroke="${p.accent}" stroke-width="1" opacity="0.25"/>`,
        ).slice(0, 70),
        figure(between(rand, 320, 450), horizon + 200, 170, "#000000"),
      ].join("");
    case "arcs": {
      const colors = [p.light, p.accent, p.shade, p.light, p.accent];
      return [
        ...colors.map(
          (c, i) =>
            `<circle cx="${W / 2}" cy="${f(horizon + 80)}" r="${f(420 - i * 70)}" fill="${c}" opacity="0.95"/>`,
        ),
        `<circle cx="${W / 2}" cy="${f(horizon + 80)}" r="70" fill="${p.sky[0]}"/>`,
        `<rect x="0" y="${f(horizon + 80)}" width="${W}" height="${H}" fill="${p.sky[0]}"/>`,
        `<rect x="0" y="${f(horizon + 80)}" width="${W}" height="6" fill="${p.shade}"/>`,
      ].join("");
    }
    case "geometric": {
      const shapes: string[] = [];
      const colors = [p.light, p.accent, p.shade, p.sub];
      shapes.push(
        `<circle cx="${f(between(rand, 250, 520))}" cy="${f(between(rand, 280, 420))}" r="${f(between(rand, 150, 220))}" fill="${p.light}"/>`,
      );
      for (let i = 0; i < 7; i++) {
        const c = colors[Math.floor(rand() * colors.length)]!;
        const x = between(rand, 40, 700);
        const y = between(rand, 80, 640);
        const kind = rand();
        if (kind < 0.33)
          shapes.push(
            `<rect x="${f(x)}" y="${f(y)}" width="${f(between(rand, 40, 220))}" height="${f(between(rand, 20, 160))}" fill="${c}" opacity="0.9" transform="rotate(${f(between(rand, -30, 30))} ${f(x)} ${f(y)})"/>`,
          );
        else if (kind < 0.66)
          shapes.push(
            `<polygon points="${f(x)},${f(y)} ${f(x + between(rand, 60, 200))},${f(y + between(rand, 40, 200))} ${f(x - between(rand, 20, 140))},${f(y + between(rand, 80, 220))}" fill="${c}" opacity="0.9"/>`,
          );
        else
          shapes.push(
            `<circle cx="${f(x)}" cy="${f(y)}" r="${f(between(rand, 16, 70))}" fill="none" stroke="${c}" stroke-width="${f(between(rand, 6, 18))}"/>`,
          );
      }
      shapes.push(
        `<line x1="40" y1="${f(between(rand, 560, 660))}" x2="728" y2="${f(between(rand, 520, 700))}" stroke="${p.shade}" stroke-width="6"/>`,
      );
      return shapes.join("");
    }
    case "memphis": {
      const colors = [p.light, p.accent, p.ink, p.shade];
      const out: string[] = [];
      for (let i = 0; i < 26; i++) {
        const c = colors[i % colors.length]!;
        const x = between(rand, 20, 740);
        const y = between(rand, 40, 700);
        const k = i % 5;
        if (k === 0)
          out.push(
            `<path d="M${f(x)} ${f(y)} q15 -22 30 0 t30 0 t30 0 t30 0" fill="none" stroke="${c}" stroke-width="7" stroke-linecap="round"/>`,
          );
        else if (k === 1)
          out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(between(rand, 10, 38))}" fill="${c}"/>`);
        else if (k === 2)
          out.push(
            `<polygon points="${f(x)},${f(y)} ${f(x + 46)},${f(y + 8)} ${f(x + 14)},${f(y + 44)}" fill="${c}"/>`,
          );
        else if (k === 3)
          out.push(
            `<rect x="${f(x)}" y="${f(y)}" width="70" height="14" fill="${c}" transform="rotate(${f(between(rand, -50, 50))} ${f(x)} ${f(y)})"/>`,
          );
        else
          out.push(
            `<path d="M${f(x)} ${f(y)} l14 -14 l14 14 l14 -14 l14 14 l14 -14" fill="none" stroke="${c}" stroke-width="6"/>`,
          );
      }
      out.unshift(
        `<rect x="110" y="170" width="540" height="460" rx="30" fill="${p.sky[2]}" stroke="${p.shade}" stroke-width="6"/>`,
        `<circle cx="384" cy="400" r="150" fill="${p.accent}"/>`,
      );
      return out.join("");
    }
    case "minimal": {
      const cx = W / 2;
      const cy = between(rand, 330, 430);
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="110" fill="${p.light}"/><line x1="${f(cx)}" y1="${f(cy + 110)}" x2="${f(cx)}" y2="${f(cy + 300)}" stroke="${p.shade}" stroke-width="4"/>${figure(cx, cy + 300, 40, p.shade)}`;
    }
    case "burst": {
      const cx = between(rand, 260, 500);
      const cy = between(rand, 320, 440);
      const rays = Array.from({ length: 24 }, (_, i) => {
        const a0 = (i / 24) * Math.PI * 2;
        const a1 = a0 + Math.PI / 24;
        return `<polygon points="${f(cx)},${f(cy)} ${f(cx + Math.cos(a0) * 1400)},${f(cy + Math.sin(a0) * 1400)} ${f(cx + Math.cos(a1) * 1400)},${f(cy + Math.sin(a1) * 1400)}" fill="${p.light}" opacity="0.28"/>`;
      }).join("");
      const star = Array.from({ length: 28 }, (_, i) => {
        const r = i % 2 === 0 ? between(rand, 200, 250) : between(rand, 120, 150);
        const a = (i / 28) * Math.PI * 2;
        return `${f(cx + Math.cos(a) * r)},${f(cy + Math.sin(a) * r)}`;
      }).join(" ");
      return [
        rays,
        `<polygon points="${star}" fill="${p.accent}" stroke="${p.shade}" stroke-width="8" stroke-linejoin="round"/>`,
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="90" fill="${p.light}" opacity="0.9"/>`,
        figure(cx, cy + 330, 300, p.shade),
        ...Array.from({ length: 14 }, () => {
          const y = between(rand, 80, 700);
          return `<line x1="${f(rand() < 0.5 ? 0 : W)}" y1="${f(y)}" x2="${f(cx)}" y2="${f(cy)}" stroke="${p.shade}" stroke-width="3" opacity="0.35" stroke-dasharray="40 900"/>`;
        }),
      ].join("");
    }
    case "frame": {
      const inner = `<rect x="70" y="70" width="${W - 140}" height="620" rx="${f(W / 2 - 70)}" ry="200" fill="none" stroke="${p.light}" stroke-width="3"/>`;
      return [
        `<defs><clipPath id="arch"><rect x="80" y="80" width="${W - 160}" height="600" rx="${f(W / 2 - 80)}" ry="190"/></clipPath></defs>`,
        `<g clip-path="url(#arch)"><rect x="0" y="0" width="${W}" height="${H}" fill="${p.sky[1]}"/>`,
        glowDisc(between(rand, 260, 500), between(rand, 230, 330), 50, p.light, "sun"),
        `<g opacity="0.6">${ridge(rand, 560, 150, 90, p.accent)}</g>`,
        ridge(rand, 640, 120, 60, p.shade),
        `<path d="M300 640 L300 470 L320 440 L340 470 L340 400 L360 360 L380 400 L380 470 L420 470 L420 430 L440 400 L460 430 L460 640 Z" fill="${p.shade}"/>`,
        `</g>`,
        inner,
        `<rect x="30" y="30" width="${W - 60}" height="${H - 60}" fill="none" stroke="${p.light}" stroke-width="3" opacity="0.8"/>`,
        `<rect x="42" y="42" width="${W - 84}" height="${H - 84}" fill="none" stroke="${p.light}" stroke-width="1" opacity="0.6"/>`,
        ...[
          [42, 42],
          [W - 42, 42],
          [42, H - 42],
          [W - 42, H - 42],
        ].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${p.light}"/>`),
      ].join("");
    }
    case "wash": {
      const blobs = Array.from({ length: 9 }, (_, i) => {
        const c = [p.light, p.accent, p.sky[2], p.sub][i % 4];
        return `<ellipse cx="${f(between(rand, 60, 700))}" cy="${f(between(rand, 100, 680))}" rx="${f(between(rand, 90, 230))}" ry="${f(between(rand, 60, 170))}" fill="${c}" opacity="${between(rand, 0.25, 0.55).toFixed(2)}"/>`;
      }).join("");
      const clouds = Array.from({ length: 5 }, () => {
        const x = between(rand, 40, 700);
        const y = between(rand, 100, 420);
        return `<g fill="#ffffff" opacity="0.8"><circle cx="${f(x)}" cy="${f(y)}" r="38"/><circle cx="${f(x + 40)}" cy="${f(y - 18)}" r="48"/><circle cx="${f(x + 90)}" cy="${f(y)}" r="34"/><rect x="${f(x)}" y="${f(y)}" width="90" height="34"/></g>`;
      }).join("");
      return [
        `<g filter="url(#blur)">${blobs}</g>`,
        clouds,
        `<path d="M0 ${f(horizon + 40)} Q${W / 2} ${f(horizon - 120)} ${W} ${f(horizon + 60)} L${W} ${H} L0 ${H} Z" fill="${p.shade}" opacity="0.85"/>`,
        figure(between(rand, 340, 430), horizon - 30, 110, p.shade),
      ].join("");
    }
    case "rings": {
      const cx = W / 2;
      const cy = between(rand, 360, 440);
      const colors = [p.sky[0], p.light, p.accent, p.sky[2], p.shade, p.sky[1]];
      const rings = Array.from(
        { length: 11 },
        (_, i) =>
          `<path d="${wavyRing(cx, cy, 620 - i * 52, 14 + i * 2, 6 + (i % 3), i * 0.7 + rand())}" fill="${colors[i % colors.length]}"/>`,
      ).join("");
      const sparkles = Array.from({ length: 18 }, () => {
        const x = between(rand, 30, 740);
        const y = between(rand, 40, 720);
        const r = between(rand, 6, 16);
        return `<path d="M${f(x)} ${f(y - r)} L${f(x + r * 0.25)} ${f(y - r * 0.25)} L${f(x + r)} ${f(y)} L${f(x + r * 0.25)} ${f(y + r * 0.25)} L${f(x)} ${f(y + r)} L${f(x - r * 0.25)} ${f(y + r * 0.25)} L${f(x - r)} ${f(y)} L${f(x - r * 0.25)} ${f(y - r * 0.25)} Z" fill="#ffffff" opacity="0.85"/>`;
      }).join("");
      return rings + `<circle cx="${f(cx)}" cy="${f(cy)}" r="70" fill="${p.light}"/>` + sparkles;
    }
    case "bubbles": {
      const bubbles = Array.from({ length: 16 }, () => {
        const x = between(rand, 30, 740);
        const y = between(rand, 60, 640);
        const r = between(rand, 16, 80);
        return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#bub)" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/><ellipse cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.45)}" rx="${f(r * 0.35)}" ry="${f(r * 0.18)}" fill="#ffffff" opacity="0.8"/>`;
      }).join("");
      return [
        `<defs><radialGradient id="bub" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.15"/><stop offset="0.8" stop-color="${p.sky[2]}" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.7"/></radialGradient>
<linearGradient id="hill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.shade}"/></linearGradient></defs>`,
        glowDisc(between(rand, 200, 560), 200, 60, "#ffffff", "sun"),
        `<path d="M0 ${f(horizon)} Q${W * 0.35} ${f(horizon - 130)} ${W} ${f(horizon - 20)} L${W} ${H} L0 ${H} Z" fill="url(#hill)"/>`,
        bubbles,
      ].join("");
    }
    case "shards": {
      const cx = between(rand, 280, 480);
      const cy = between(rand, 300, 420);
      const shards = Array.from({ length: 22 }, (_, i) => {
        const a = (i / 22) * Math.PI * 2 + rand() * 0.2;
        const r1 = between(rand, 40, 120);
        const r2 = between(rand, 260, 560);
        const c = [p.light, p.accent, p.sub, p.sky[2]][i % 4];
        return `<polygon points="${f(cx + Math.cos(a) * r1)},${f(cy + Math.sin(a) * r1)} ${f(cx + Math.cos(a + 0.12) * r2)},${f(cy + Math.sin(a + 0.12) * r2)} ${f(cx + Math.cos(a + 0.26) * r2 * 0.8)},${f(cy + Math.sin(a + 0.26) * r2 * 0.8)}" fill="${c}" opacity="${between(rand, 0.45, 0.95).toFixed(2)}"/>`;
      }).join("");
      const tears = Array.from({ length: 4 }, (_, i) => {
        const y = 120 + i * 150 + between(rand, -30, 30);
        let d = `M0 ${f(y)}`;
        for (let x = 0; x <= W; x += 24) d += ` L${x} ${f(y + between(rand, -8, 8))}`;
        return `<path d="${d} L${W} ${f(y + 26)} L0 ${f(y + 26)} Z" fill="${p.shade}" opacity="0.35"/>`;
      }).join("");
      return shards + tears + figure(cx, cy + 360, 260, p.shade);
    }
    case "rays": {
      const ox = W * 0.78;
      const oy = 760;
      const rays = Array.from({ length: 16 }, (_, i) => {
        const a0 = Math.PI + (i / 16) * Math.PI * 0.9 - 0.2;
        const a1 = a0 + 0.05;
        return `<polygon points="${f(ox)},${f(oy)} ${f(ox + Math.cos(a0) * 1600)},${f(oy + Math.sin(a0) * 1600)} ${f(ox + Math.cos(a1) * 1600)},${f(oy + Math.sin(a1) * 1600)}" fill="${p.light}"/>`;
      }).join("");
      const star = Array.from({ length: 10 }, (_, i) => {
        const r = i % 2 === 0 ? 120 : 48;
        const a = -Math.PI / 2 + (i / 10) * Math.PI * 2;
        return `${f(230 + Math.cos(a) * r)},${f(300 + Math.sin(a) * r)}`;
      }).join(" ");
      return [
        rays,
        `<polygon points="${star}" fill="${p.light}" stroke="${p.shade}" stroke-width="6"/>`,
        `<polygon points="0,700 ${W},560 ${W},660 0,800" fill="${p.shade}"/>`,
        figure(ox - 40, oy + 10, 420, p.shade),
      ].join("");
    }
    case "blocks": {
      const out: string[] = [];
      for (let i = 0; i < 6; i++)
        out.push(
          `<rect x="${f(between(rand, 0, 500))}" y="${f(60 + i * 110)}" width="${f(between(rand, 160, 420))}" height="${f(between(rand, 40, 90))}" fill="${i % 3 === 0 ? p.light : p.shade}"/>`,
        );
      out.push(`<rect x="${f(between(rand, 380, 560))}" y="90" width="120" height="560" fill="${p.shade}"/>`);
      out.push(
        `<circle cx="${f(between(rand, 150, 300))}" cy="${f(between(rand, 300, 480))}" r="110" fill="${p.light}"/>`,
      );
      out.push(
        ...Array.from(
          { length: 12 },
          (_, i) =>
            `<line x1="0" y1="${f(64 * i)}" x2="${W}" y2="${f(64 * i)}" stroke="${p.shade}" stroke-width="1" opacity="0.3"/>`,
        ),
      );
      return out.join("");
    }
    case "gothic": {
      const spires = [120, 250, 384, 518, 648]
        .map((x, i) => {
          const h = i === 2 ? 560 : between(rand, 300, 440);
          const w = i === 2 ? 120 : 80;
          return `<path d="M${f(x - w / 2)} ${H} L${f(x - w / 2)} ${f(horizon + 60 - h * 0.55)} L${f(x)} ${f(horizon + 60 - h)} L${f(x + w / 2)} ${f(horizon + 60 - h * 0.55)} L${f(x + w / 2)} ${H} Z" fill="${p.shade}"/><path d="M${f(x - 14)} ${f(horizon + 60 - h * 0.4)} q14 -36 28 0 v60 h-28 Z" fill="${p.accent}" opacity="0.9"/>`;
        })
        .join("");
      return [
        stars(rand, 80, 500),
        glowDisc(between(rand, 200, 560), 230, 90, p.light, "moon"),
        spires,
        `<rect x="0" y="${f(horizon + 60)}" width="${W}" height="${H}" fill="${p.shade}"/>`,
      ].join("");
    }
    case "slasher": {
      const cx = between(rand, 330, 440);
      const drips = Array.from({ length: 14 }, () => {
        const x = between(rand, 10, 760);
        const len = between(rand, 30, 170);
        return `<path d="M${f(x - 7)} 0 L${f(x - 5)} ${f(len)} Q${f(x)} ${f(len + 16)} ${f(x + 5)} ${f(len)} L${f(x + 7)} 0 Z" fill="${p.accent}"/>`;
      }).join("");
      return [
        `<rect x="0" y="0" width="${W}" height="26" fill="${p.accent}"/>`,
        drips,
        glowDisc(cx, 420, 160, p.light, "back"),
        figure(cx, 800, 480, "#000000"),
        `<path d="M${f(cx + 70)} 520 L${f(cx + 86)} 420 L${f(cx + 96)} 520 Z" fill="#d9d9d9"/>`,
      ].join("");
    }
    case "photo": {
      const clip = `<defs><clipPath id="ph"><rect x="64" y="90" width="${W - 128}" height="560"/></clipPath><linearGradient id="phsky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sub}"/><stop offset="1" stop-color="${p.light}"/></linearGradient></defs>`;
      return [
        clip,
        `<g clip-path="url(#ph)"><rect x="0" y="0" width="${W}" height="${H}" fill="url(#phsky)"/>`,
        `<g opacity="0.7">${ridge(rand, 470, 120, 80, p.accent)}</g>`,
        ridge(rand, 560, 60, 120, p.shade),
        figure(between(rand, 260, 520), 600, 120, p.shade),
        `</g>`,
        `<rect x="64" y="90" width="${W - 128}" height="560" fill="none" stroke="${p.shade}" stroke-width="2"/>`,
      ].join("");
    }
  }
}
