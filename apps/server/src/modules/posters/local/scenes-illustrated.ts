import {
  between,
  f,
  figure,
  glowDisc,
  H,
  ridge,
  stars,
  W,
  wavyRing,
  type SceneArgs,
  type SceneDrawer,
} from "./scene-shapes.ts";
import type { Scene } from "./style-recipes.ts";

function drawFrame({ p, rand }: SceneArgs): string {
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

function drawWash({ p, rand, horizon }: SceneArgs): string {
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

function drawRings({ p, rand }: SceneArgs): string {
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

function drawBubbles({ p, rand, horizon }: SceneArgs): string {
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

function drawShards({ p, rand }: SceneArgs): string {
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

function drawGothic({ p, rand, horizon }: SceneArgs): string {
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

function drawSlasher({ p, rand }: SceneArgs): string {
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

function drawPhoto({ p, rand }: SceneArgs): string {
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

/** Illustrated scenes: an arched frame, a watercolour wash, psychedelic rings, bubbles, shards, gothic spires, a slasher, a photo print. */
export const ILLUSTRATED_SCENES = {
  frame: drawFrame,
  wash: drawWash,
  rings: drawRings,
  bubbles: drawBubbles,
  shards: drawShards,
  gothic: drawGothic,
  slasher: drawSlasher,
  photo: drawPhoto,
} satisfies Partial<Record<Scene, SceneDrawer>>;
