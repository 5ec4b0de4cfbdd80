import { between, f, figure, H, W, type SceneArgs, type SceneDrawer } from "./scene-shapes.ts";
import type { Scene } from "./style-recipes.ts";

function drawArcs({ p, horizon }: SceneArgs): string {
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

function drawGeometric({ p, rand }: SceneArgs): string {
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

function drawMemphis({ p, rand }: SceneArgs): string {
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

function drawMinimal({ p, rand }: SceneArgs): string {
  const cx = W / 2;
  const cy = between(rand, 330, 430);
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="110" fill="${p.light}"/><line x1="${f(cx)}" y1="${f(cy + 110)}" x2="${f(cx)}" y2="${f(cy + 300)}" stroke="${p.shade}" stroke-width="4"/>${figure(cx, cy + 300, 40, p.shade)}`;
}

function drawBurst({ p, rand }: SceneArgs): string {
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

function drawRays({ p }: SceneArgs): string {
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

function drawBlocks({ p, rand }: SceneArgs): string {
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

/** Flat graphic scenes: arcs, geometric and Memphis shapes, a minimal disc, a comic burst, rays, blocks. */
export const GRAPHIC_SCENES = {
  arcs: drawArcs,
  geometric: drawGeometric,
  memphis: drawMemphis,
  minimal: drawMinimal,
  burst: drawBurst,
  rays: drawRays,
  blocks: drawBlocks,
} satisfies Partial<Record<Scene, SceneDrawer>>;
