import { DEFAULT_POSTER_STYLE } from "@twl/contract";

import { fitText, type FittedText } from "./fit-text.ts";
import { measureText, type PosterFont } from "./poster-fonts.ts";
import { H, seededRandom, W } from "./scene-shapes.ts";
import { drawScene } from "./scenes.ts";
import { recipeFor, type Recipe, type Texture } from "./style-recipes.ts";

export interface PosterInput {
  title: string;
  /** Genre names, e.g. ["Thriller", "Mystery"]. */
  genres: string[];
  logline?: string | null;
  /** 1-3 style ids; the first sets the scene, type and texture, the others lend colour and texture. */
  styles: string[];
  /** Shown in the billing line ('Written by ...') when given. */
  authorName?: string | null;
}

/** Where the title may go: bottom centre, inside the margins. */
export const TITLE_BOX = { left: 56, right: W - 56, bottom: H - 118, maxHeight: 400 } as const;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** SVG font attributes of a shipped face (family names as the font files declare them). */
function fontAttrs(font: PosterFont): string {
  switch (font) {
    case "Playfair Display":
      return `font-family="Playfair Display" font-weight="700"`;
    case "Playfair Display Italic":
      return `font-family="Playfair Display" font-style="italic" font-weight="400"`;
    case "Cinzel":
    case "Orbitron":
      return `font-family="${font}" font-weight="700"`;
    default:
      return `font-family="${font}"`;
  }
}

function mergeRecipes(styles: string[]): Recipe {
  const [first, second, third] = (styles.length > 0 ? styles : [DEFAULT_POSTER_STYLE]).map(recipeFor);
  const recipe: Recipe = { ...first!, palette: { ...first!.palette } };
  if (second) recipe.palette.accent = second.palette.light;
  const extraTexture = [second, third].find((r) => r && r.texture !== "none")?.texture;
  if (recipe.texture === "none" && extraTexture) recipe.texture = extraTexture;
  if (third) recipe.palette.light = third.palette.light;
  return recipe;
}

function textureLayer(texture: Texture): string {
  switch (texture) {
    case "grain":
      return `<rect width="${W}" height="${H}" fill="url(#grain)" opacity="0.16"/>`;
    case "noise":
      return `<rect width="${W}" height="${H}" fill="url(#grain)" opacity="0.3"/>`;
    case "paper":
      return `<rect width="${W}" height="${H}" fill="url(#paper)" opacity="0.22"/>`;
    case "halftone":
      return `<rect width="${W}" height="${H}" fill="url(#dots)" opacity="0.22"/>`;
    case "scanlines":
      return `<rect width="${W}" height="${H}" fill="url(#scan)" opacity="0.3"/>`;
    case "none":
      return "";
  }
}

const DEFS = `
<filter id="grainf" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="7" stitchTiles="stitch" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 1.4 -0.2"/></filter>
<pattern id="grain" width="160" height="160" patternUnits="userSpaceOnUse"><rect width="160" height="160" filter="url(#grainf)"/></pattern>
<filter id="paperf" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.03 0.5" numOctaves="3" seed="3" stitchTiles="stitch" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0.35  0 0 0 0 0.25  0 0 0 0 0.12  0 0 0 1.2 -0.35"/></filter>
<pattern id="paper" width="256" height="256" patternUnits="userSpaceOnUse"><rect width="256" height="256" filter="url(#paperf)"/></pattern>
<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="28"/></filter>
<filter id="soft" filterUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><feGaussianBlur stdDeviation="1.4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
<filter id="glow" x="-20%" y="-40%" width="140%" height="180%"><feGaussianBlur stdDeviation="9" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
<filter id="shadow" x="-10%" y="-20%" width="120%" height="150%"><feDropShadow dx="0" dy="4" stdDeviation="6" flood-color="#000000" flood-opacity="0.65"/></filter>
<pattern id="dots" width="12" height="12" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="2.6" fill="#000000"/></pattern>
<pattern id="scan" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="1.4" fill="#000000"/></pattern>`;

/** The title block, bottom centre, with the recipe's treatment. */
function titleBlock(fitted: FittedText, recipe: Recipe): string {
  const { palette: p, font, effect } = recipe;
  const spacing = recipe.letterSpacingEm * fitted.size;
  const lastBaseline = TITLE_BOX.bottom - fitted.size * 0.08;
  const lines = fitted.lines.map((line, i) => {
    const y = lastBaseline - (fitted.lines.length - 1 - i) * fitted.lineHeight;
    return `<text x="${W / 2}" y="${y.toFixed(1)}" text-anchor="middle" font-size="${fitted.size}" letter-spacing="${spacing.toFixed(2)}" ${fontAttrs(font)}>${escapeXml(line)}</text>`;
  });
  const group = lines.join("");
  switch (effect) {
    case "glow":
      return `<g fill="${p.ink}" filter="url(#glow)">${group}</g>`;
    case "shadow":
      return `<g fill="${p.ink}" filter="url(#shadow)">${group}</g>`;
    case "outline":
      return `<g fill="${p.ink}" stroke="${p.shade}" stroke-width="${Math.max(2, fitted.size * 0.05).toFixed(1)}" paint-order="stroke" stroke-linejoin="round" filter="url(#shadow)">${group}</g>`;
    case "chrome":
      return `<defs><linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="${p.ink}"/><stop offset="0.56" stop-color="${p.accent}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs><g fill="url(#chrome)"${font === "Monoton" || font === "Press Start 2P" ? "" : ` stroke="${p.shade}" stroke-width="1.5"`} filter="url(#${font === "Monoton" ? "glow" : "shadow"})">${group}</g>`;
    case "plain":
      return `<g fill="${p.ink}">${group}</g>`;
  }
}

/** Relative luminance (0-1) of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Cuts `text` to at most `max` characters at a word boundary. */
function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20)).replace(/[\s,;:.-]+$/, "")}…`;
}

export interface ComposedPoster {
  svg: string;
  title: FittedText;
  /** Every text the poster draws (to pick the fonts it needs). */
  texts: string[];
}

/** The poster as SVG: background, scene, texture, a scrim for legibility, and the type. */
export function composePosterSvg(input: PosterInput): ComposedPoster {
  const recipe = mergeRecipes(input.styles);
  const p = recipe.palette;
  const rand = seededRandom(`${input.title}|${input.styles.join(",")}|${input.genres.join(",")}`);
  const title = input.title.trim() || "Untitled";
  const titleText = recipe.upper ? title.toLocaleUpperCase("en") : title;
  const fitted = fitText(titleText, {
    font: recipe.font,
    maxWidth: TITLE_BOX.right - TITLE_BOX.left,
    maxHeight: TITLE_BOX.maxHeight,
    maxSize: recipe.font === "Press Start 2P" || recipe.font === "Monoton" ? 84 : 150,
    minSize: 26,
    maxLines: 3,
    letterSpacingEm: recipe.letterSpacingEm,
    lineHeightEm: recipe.font === "Bebas Neue" || recipe.font === "Anton" ? 0.92 : 1.08,
  });

  const genreLine = (input.genres.length > 0 ? input.genres : ["Drama"])
    .map((g) => g.toUpperCase())
    .join("  ·  ");
  const tagline = shorten(input.logline?.trim() || "", 120);
  const taglineFit = tagline
    ? fitText(tagline, {
        font: recipe.smallFont,
        maxWidth: W - 160,
        maxHeight: 90,
        maxSize: 24,
        minSize: 16,
        maxLines: 3,
        lineHeightEm: 1.3,
      })
    : undefined;
  const billing = input.authorName?.trim()
    ? `WRITTEN BY ${input.authorName.trim().toUpperCase()}`
    : "AN ORIGINAL SCREENPLAY";
  const billingSize = Math.min(20, (W - 160) / Math.max(1, measureText(recipe.smallFont, billing, 1, 0.25)));
  const titleTop = TITLE_BOX.bottom - fitted.height;
  // Dark type sits on a light scrim, light type on a dark one.
  const scrim = luminance(p.ink) < 0.45 ? p.sky[0] : p.shade;
  // Small type must stand out from the scrim it sits on.
  const sub =
    Math.abs(luminance(p.sub) - luminance(scrim)) < 0.35
      ? luminance(scrim) < 0.5
        ? "#ffffff"
        : "#111111"
      : p.sub;

  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs>${DEFS}<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.55" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>
<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scrim}" stop-opacity="0"/><stop offset="0.45" stop-color="${scrim}" stop-opacity="0.8"/><stop offset="1" stop-color="${scrim}" stop-opacity="0.96"/></linearGradient>
<linearGradient id="topscrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scrim}" stop-opacity="0.55"/><stop offset="1" stop-color="${scrim}" stop-opacity="0"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    drawScene(recipe.scene, p, rand),
    textureLayer(recipe.texture),
    `<rect x="0" y="${Math.min(titleTop - 160, 700).toFixed(0)}" width="${W}" height="${H}" fill="url(#scrim)"/>`,
    `<rect x="0" y="0" width="${W}" height="190" fill="url(#topscrim)"/>`,
    recipe.scene === "frame" || recipe.scene === "photo" || recipe.scene === "minimal"
      ? ""
      : `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`,
    `<text x="${W / 2}" y="62" text-anchor="middle" font-size="17" letter-spacing="5" fill="${sub}" ${fontAttrs(recipe.smallFont)}>${escapeXml(genreLine)}</text>`,
    taglineFit
      ? `<g fill="${sub}" filter="url(#shadow)">${taglineFit.lines.map((line, i) => `<text x="${W / 2}" y="${(112 + i * taglineFit.lineHeight).toFixed(1)}" text-anchor="middle" font-size="${taglineFit.size}" ${fontAttrs(recipe.smallFont)}>${escapeXml(line)}</text>`).join("")}</g>`
      : "",
    titleBlock(fitted, recipe),
    `<line x1="${W / 2 - 60}" y1="${H - 84}" x2="${W / 2 + 60}" y2="${H - 84}" stroke="${sub}" stroke-width="1.5" opacity="0.7"/>`,
    `<text x="${W / 2}" y="${H - 52}" text-anchor="middle" font-size="${billingSize.toFixed(1)}" letter-spacing="${(billingSize * 0.25).toFixed(1)}" fill="${sub}" ${fontAttrs(recipe.smallFont)}>${escapeXml(billing)}</text>`,
    `</svg>`,
  ];
  return { svg: parts.join("\n"), title: fitted, texts: [titleText, genreLine, tagline, billing] };
}
