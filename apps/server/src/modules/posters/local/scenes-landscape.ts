import {
  between,
  f,
  figure,
  glowDisc,
  H,
  palm,
  ridge,
  skyline,
  stars,
  W,
  type SceneArgs,
  type SceneDrawer,
} from "./scene-shapes.ts";
import type { Scene } from "./style-recipes.ts";

function drawMountains({ p, rand, horizon }: SceneArgs): string {
  const sunX = between(rand, 230, 540);
  return [
    glowDisc(sunX, horizon - between(rand, 120, 260), between(rand, 46, 70), p.light, "sun"),
    `<g opacity="0.55">${ridge(rand, horizon - 90, 170, 120, p.accent)}</g>`,
    `<g opacity="0.8">${ridge(rand, horizon - 10, 130, 90, p.sky[0])}</g>`,
    ridge(rand, horizon + 90, 90, 70, p.shade),
    figure(between(rand, 300, 470), horizon + 60, 120, p.shade),
  ].join("");
}

function drawMesas({ p, rand, horizon }: SceneArgs): string {
  return [
    glowDisc(between(rand, 260, 500), horizon - 40, 90, p.light, "sun"),
    `<g opacity="0.7">${ridge(rand, horizon, 200, 170, p.accent, true)}</g>`,
    ridge(rand, horizon + 100, 110, 150, p.shade, true),
    figure(between(rand, 200, 560), horizon + 80, 110, p.shade, true),
  ].join("");
}

function drawPlanet({ p, rand, horizon }: SceneArgs): string {
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

function drawPalms({ p, rand, horizon }: SceneArgs): string {
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
}

function drawNoir({ p, rand, horizon }: SceneArgs): string {
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

function drawGrid({ p, rand, horizon }: SceneArgs): string {
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

function drawCity({ p, rand, horizon }: SceneArgs): string {
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
}

/** Scenes with a horizon: mountains, mesas, a planet, palms, a noir street, a synthwave grid, a city. */
export const LANDSCAPE_SCENES = {
  mountains: drawMountains,
  mesas: drawMesas,
  planet: drawPlanet,
  palms: drawPalms,
  noir: drawNoir,
  grid: drawGrid,
  city: drawCity,
} satisfies Partial<Record<Scene, SceneDrawer>>;
