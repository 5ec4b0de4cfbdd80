import type { PosterFont } from "./poster-fonts.ts";
import { FILM_RECIPES } from "./recipes-film.ts";
import { GRAPHIC_RECIPES } from "./recipes-graphic.ts";

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

/** One recipe per style id: scene, typeface, texture, title treatment and palette. */
export const RECIPES: Record<string, Recipe> = { ...FILM_RECIPES, ...GRAPHIC_RECIPES };

export const recipeFor = (styleId: string): Recipe => RECIPES[styleId] ?? RECIPES.photorealistic!;
