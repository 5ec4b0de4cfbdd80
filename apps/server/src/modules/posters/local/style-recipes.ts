import type { PosterFont } from "./poster-fonts.ts";

export type Scene =
  | "mountains"
  | "mesas"
  | "planet"
  | "palms"
  | "noir"
  | "grid"
  | "city"
  | "arcs"
  | "geometric"
  | "memphis"
  | "minimal"
  | "burst"
  | "frame"
  | "wash"
  | "rings"
  | "bubbles"
  | "shards"
  | "rays"
  | "blocks"
  | "gothic"
  | "slasher"
  | "photo";
export type Texture = "grain" | "halftone" | "scanlines" | "paper" | "noise" | "none";
export type TitleEffect = "glow" | "shadow" | "outline" | "chrome" | "plain";

export interface Palette {
  /** Sky or background gradient, top to bottom. */
  sky: [string, string, string];
  /** The main light (sun, moon, glow). */
  light: string;
  /** Second colour of shapes and lines. */
  accent: string;
  /** Silhouettes and the ground. */
  shade: string;
  /** Title colour. */
  ink: string;
  /** Small type (genres, tagline, billing). */
  sub: string;
}

export interface Recipe {
  scene: Scene;
  font: PosterFont;
  upper: boolean;
  letterSpacingEm: number;
  texture: Texture;
  effect: TitleEffect;
  palette: Palette;
  /** Small type face. */
  smallFont: PosterFont;
}

const P = (
  sky: [string, string, string],
  light: string,
  accent: string,
  shade: string,
  ink: string,
  sub: string,
): Palette => ({ sky, light, accent, shade, ink, sub });
const R = (
  scene: Scene,
  font: PosterFont,
  texture: Texture,
  effect: TitleEffect,
  palette: Palette,
  extra: Partial<Recipe> = {},
): Recipe => ({
  scene,
  font,
  texture,
  effect,
  palette,
  upper: true,
  letterSpacingEm: 0.02,
  smallFont: "Oswald",
  ...extra,
});

/** One recipe per style id: scene, typeface, texture, title treatment and palette. */
export const RECIPES: Record<string, Recipe> = {
  photorealistic: R(
    "mountains",
    "Bebas Neue",
    "grain",
    "shadow",
    P(["#0d1b2a", "#33506e", "#c98f5a"], "#ffd9a0", "#8fb3d9", "#070b10", "#f5efe6", "#d7dde5"),
    { letterSpacingEm: 0.06 },
  ),
  cartoon: R(
    "burst",
    "Bangers",
    "none",
    "outline",
    P(["#3ec1f3", "#7fd8ff", "#fff3b0"], "#ffe14d", "#ff5e5b", "#1d3557", "#ffe14d", "#1d3557"),
    { letterSpacingEm: 0.04, smallFont: "Oswald SemiBold" },
  ),
  anime: R(
    "wash",
    "Oswald SemiBold",
    "none",
    "shadow",
    P(["#2b59c3", "#6fa8ff", "#ffc6d9"], "#fff6e0", "#ff8fb1", "#1b2a56", "#ffffff", "#ffffff"),
  ),
  pixar: R(
    "wash",
    "Abril Fatface",
    "none",
    "shadow",
    P(["#1e88e5", "#64b5f6", "#ffe0b2"], "#fff3c4", "#ffb74d", "#0d3b66", "#fffaf0", "#fffaf0"),
    { upper: false, letterSpacingEm: 0 },
  ),
  painting: R(
    "frame",
    "Playfair Display",
    "paper",
    "shadow",
    P(["#3b2a1a", "#7a5230", "#d9a866"], "#f3d9a4", "#b5651d", "#22160c", "#f8ecd4", "#e8d3ad"),
    { upper: false, letterSpacingEm: 0, smallFont: "Playfair Display Italic" },
  ),
  "avant-garde": R(
    "geometric",
    "Monoton",
    "none",
    "plain",
    P(["#f2efe6", "#f2efe6", "#f2efe6"], "#e63946", "#1d1d1d", "#1d1d1d", "#1d1d1d", "#1d1d1d"),
    { letterSpacingEm: 0.02 },
  ),
  artistic: R(
    "wash",
    "Playfair Display",
    "paper",
    "plain",
    P(["#e9e4d8", "#d8cfc0", "#c7b9a5"], "#d1495b", "#2e4057", "#2e4057", "#2e2a24", "#4a443b"),
    { upper: false, letterSpacingEm: 0, smallFont: "Playfair Display Italic" },
  ),
  minimalist: R(
    "minimal",
    "Oswald",
    "none",
    "plain",
    P(["#f4f1ea", "#f4f1ea", "#f4f1ea"], "#d62828", "#111111", "#111111", "#111111", "#555555"),
    { letterSpacingEm: 0.2 },
  ),
  brutalist: R(
    "blocks",
    "Anton",
    "noise",
    "plain",
    P(["#bdbab3", "#a8a49c", "#96918a"], "#ff3b1f", "#111111", "#111111", "#111111", "#111111"),
    { letterSpacingEm: 0 },
  ),
  "film-noir": R(
    "noir",
    "Bebas Neue",
    "grain",
    "shadow",
    P(["#050505", "#1c1c1c", "#3a3a3a"], "#e8e8e8", "#9a9a9a", "#000000", "#f2f2f2", "#bdbdbd"),
    { letterSpacingEm: 0.12 },
  ),
  vintage: R(
    "frame",
    "Abril Fatface",
    "paper",
    "shadow",
    P(["#f1e3c6", "#e8cf9f", "#d9b77a"], "#c0392b", "#1f4e5f", "#3b2f2f", "#a93226", "#3b2f2f"),
    { letterSpacingEm: 0.01 },
  ),
  retro: R(
    "arcs",
    "Abril Fatface",
    "grain",
    "shadow",
    P(["#f7e7c6", "#f3d8a7", "#eec07b"], "#e76f51", "#f4a261", "#264653", "#264653", "#264653"),
    { upper: false, letterSpacingEm: 0 },
  ),
  "80s": R(
    "grid",
    "Monoton",
    "scanlines",
    "chrome",
    P(["#0b0221", "#3a0ca3", "#f72585"], "#ffd166", "#4cc9f0", "#0b0221", "#e0f7ff", "#4cc9f0"),
  ),
  "90s": R(
    "geometric",
    "Anton",
    "grain",
    "shadow",
    P(["#1a1a2e", "#16213e", "#0f3460"], "#e94560", "#f5d300", "#0b0b16", "#ffffff", "#f5d300"),
    { letterSpacingEm: 0.01 },
  ),
  indie: R(
    "photo",
    "Special Elite",
    "grain",
    "plain",
    P(["#efe9dd", "#efe9dd", "#efe9dd"], "#c97b63", "#6b8f71", "#2f3e46", "#2f3e46", "#52616b"),
    { upper: false, letterSpacingEm: 0.02, smallFont: "Special Elite" },
  ),
  cyberpunk: R(
    "city",
    "Orbitron",
    "scanlines",
    "glow",
    P(["#05010f", "#2a0845", "#6a0572"], "#ff2a6d", "#05d9e8", "#01012b", "#d1f7ff", "#05d9e8"),
    { letterSpacingEm: 0.08 },
  ),
  fantasy: R(
    "frame",
    "Cinzel",
    "paper",
    "glow",
    P(["#0f2027", "#203a43", "#2c5364"], "#f9d976", "#b8c6db", "#08131a", "#f9e7b0", "#e6d3a3"),
    { letterSpacingEm: 0.06 },
  ),
  "sci-fi": R(
    "planet",
    "Orbitron",
    "grain",
    "glow",
    P(["#000010", "#0b1a3a", "#1b3b6f"], "#9ad1ff", "#ff9e00", "#00010a", "#e8f4ff", "#9ad1ff"),
    { letterSpacingEm: 0.14 },
  ),
  western: R(
    "mesas",
    "Playfair Display",
    "grain",
    "shadow",
    P(["#4a1c0c", "#c2571a", "#f4b860"], "#ffe29a", "#8c3b12", "#2a1207", "#fff1d6", "#ffe1b0"),
    { letterSpacingEm: 0.04 },
  ),
  documentary: R(
    "photo",
    "Oswald SemiBold",
    "none",
    "plain",
    P(["#ffffff", "#ffffff", "#ffffff"], "#1d3557", "#457b9d", "#1d3557", "#111111", "#444444"),
    { letterSpacingEm: 0.04 },
  ),
  abstract: R(
    "geometric",
    "Oswald SemiBold",
    "grain",
    "plain",
    P(["#264653", "#2a9d8f", "#e9c46a"], "#f4a261", "#e76f51", "#1b2f36", "#fefae0", "#fefae0"),
    { letterSpacingEm: 0.1 },
  ),
  watercolor: R(
    "wash",
    "Playfair Display",
    "paper",
    "plain",
    P(["#fbf7f0", "#f3ece0", "#ebe1d1"], "#e07a5f", "#81b29a", "#3d405b", "#3d405b", "#5c5f7a"),
    { upper: false, letterSpacingEm: 0, smallFont: "Playfair Display Italic" },
  ),
  "comic-book": R(
    "burst",
    "Bangers",
    "halftone",
    "outline",
    P(["#ffde59", "#ffb000", "#ff6b00"], "#ffffff", "#e63946", "#111111", "#fffbea", "#111111"),
    { letterSpacingEm: 0.04, smallFont: "Oswald SemiBold" },
  ),
  grunge: R(
    "shards",
    "Permanent Marker",
    "noise",
    "plain",
    P(["#2b2b2b", "#3d3a35", "#5a5348"], "#c9b79c", "#8c1c13", "#151515", "#efe6d5", "#c9b79c"),
    { upper: false, letterSpacingEm: 0 },
  ),
  neon: R(
    "grid",
    "Monoton",
    "none",
    "glow",
    P(["#000000", "#07001a", "#14002e"], "#ff00e6", "#00fff0", "#000000", "#ffe6ff", "#00fff0"),
  ),
  steampunk: R(
    "frame",
    "Cinzel",
    "paper",
    "shadow",
    P(["#2b1d0e", "#5c3d1e", "#8a6136"], "#e0b15c", "#b87333", "#1a1108", "#f3d28b", "#d9b67c"),
    { letterSpacingEm: 0.05 },
  ),
  gothic: R(
    "gothic",
    "UnifrakturMaguntia",
    "grain",
    "glow",
    P(["#050308", "#1a0b1f", "#3d0c1a"], "#f0e6d2", "#8b0000", "#030205", "#efe3cf", "#c9b7a3"),
    { upper: false, letterSpacingEm: 0 },
  ),
  slasher: R(
    "slasher",
    "Anton",
    "grain",
    "shadow",
    P(["#000000", "#1a0000", "#4d0000"], "#ff1a1a", "#b30000", "#000000", "#ff2e2e", "#d9d9d9"),
    { letterSpacingEm: 0.02 },
  ),
  pulp: R(
    "burst",
    "Abril Fatface",
    "halftone",
    "shadow",
    P(["#c1121f", "#e85d04", "#ffba08"], "#fff3b0", "#003049", "#1b0a0a", "#fff3b0", "#fff3b0"),
    { letterSpacingEm: 0.01 },
  ),
  renaissance: R(
    "frame",
    "Cinzel",
    "paper",
    "shadow",
    P(["#3e2723", "#6d4c41", "#a1887f"], "#f5deb3", "#c5a572", "#2d1b14", "#f6e7c1", "#e8d5a8"),
    { letterSpacingEm: 0.08 },
  ),
  "frutiger-aero": R(
    "bubbles",
    "Oswald SemiBold",
    "none",
    "shadow",
    P(["#0077be", "#4fc3f7", "#b3ecff"], "#ffffff", "#7ed957", "#2e7d32", "#ffffff", "#ffffff"),
    { upper: false, letterSpacingEm: 0.01 },
  ),
  "memphis-design": R(
    "memphis",
    "Bangers",
    "none",
    "outline",
    P(["#fff1e6", "#fde2e4", "#fad2e1"], "#ff006e", "#3a86ff", "#111111", "#ffbe0b", "#111111"),
    { letterSpacingEm: 0.05 },
  ),
  synthwave: R(
    "grid",
    "Orbitron",
    "scanlines",
    "chrome",
    P(["#120136", "#5a189a", "#ff6d00"], "#ffb703", "#f72585", "#10002b", "#ffffff", "#f72585"),
    { letterSpacingEm: 0.1 },
  ),
  "political-propaganda": R(
    "rays",
    "Anton",
    "paper",
    "plain",
    P(["#f1e4c3", "#ead7a4", "#e0c98a"], "#c1121f", "#111111", "#111111", "#c1121f", "#111111"),
    { letterSpacingEm: 0.02 },
  ),
  blockbuster: R(
    "mountains",
    "Anton",
    "grain",
    "chrome",
    P(["#021c26", "#0b4f6c", "#f18f01"], "#ffd29d", "#00a6a6", "#010d12", "#f6f1e9", "#c8e6ea"),
    { letterSpacingEm: 0.06 },
  ),
  "explosive-action": R(
    "burst",
    "Anton",
    "grain",
    "shadow",
    P(["#1a0500", "#7a1c00", "#ff7b00"], "#ffd000", "#ff3d00", "#0d0200", "#fff4e0", "#ffd9a8"),
    { letterSpacingEm: 0.04 },
  ),
  "dynamic-chaos": R(
    "shards",
    "Anton",
    "grain",
    "shadow",
    P(["#10002b", "#3c096c", "#ff006e"], "#fb5607", "#3a86ff", "#07000f", "#ffffff", "#ffbe0b"),
    { letterSpacingEm: 0.02 },
  ),
  "tropical-paradise": R(
    "palms",
    "Abril Fatface",
    "none",
    "shadow",
    P(["#ff7e5f", "#feb47b", "#3ec1d3"], "#fff3b0", "#00b4a6", "#1b3a2f", "#ffffff", "#ffffff"),
    { upper: false, letterSpacingEm: 0 },
  ),
  "golden-hour": R(
    "mountains",
    "Playfair Display",
    "grain",
    "shadow",
    P(["#7b2d26", "#e08e45", "#f8d49b"], "#fff2c7", "#c8553d", "#3b1c14", "#fff8e8", "#fff1d6"),
    { letterSpacingEm: 0.03 },
  ),
  "pop-art-explosion": R(
    "burst",
    "Bangers",
    "halftone",
    "outline",
    P(["#ff006e", "#ffbe0b", "#3a86ff"], "#ffffff", "#fb5607", "#111111", "#ffffff", "#111111"),
    { letterSpacingEm: 0.05, smallFont: "Oswald SemiBold" },
  ),
  holographic: R(
    "rings",
    "Orbitron",
    "none",
    "chrome",
    P(["#a1c4fd", "#c2e9fb", "#fbc2eb"], "#ffffff", "#a18cd1", "#5b5f97", "#ffffff", "#2d2f5e"),
    { letterSpacingEm: 0.1 },
  ),
  "miami-vice": R(
    "palms",
    "Monoton",
    "scanlines",
    "glow",
    P(["#ff6ec7", "#ff9a8b", "#38d6c5"], "#fff0a8", "#00c2c7", "#2b0b3f", "#ffffff", "#2b0b3f"),
  ),
  psychedelic: R(
    "rings",
    "Monoton",
    "none",
    "outline",
    P(["#ff5f6d", "#ffc371", "#7b2ff7"], "#f9f871", "#00c9a7", "#3d0066", "#f9f871", "#3d0066"),
  ),
  "y2k-trapaholics": R(
    "rings",
    "Press Start 2P",
    "scanlines",
    "chrome",
    P(["#0f0c29", "#302b63", "#24243e"], "#e0e0e0", "#ff00cc", "#050414", "#ffffff", "#c0c0ff"),
    { letterSpacingEm: 0.02 },
  ),
};

export const recipeFor = (styleId: string): Recipe => RECIPES[styleId] ?? RECIPES.photorealistic!;
