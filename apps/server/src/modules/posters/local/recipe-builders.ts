import type { PosterFont } from "./poster-fonts.ts";
import type { Palette, Recipe, Scene, Texture, TitleEffect } from "./style-recipes.ts";

/** A palette: sky gradient, light, accent, shade, title ink, small type. */
export const P = (
  sky: [string, string, string],
  light: string,
  accent: string,
  shade: string,
  ink: string,
  sub: string,
): Palette => ({ sky, light, accent, shade, ink, sub });

/** A recipe: scene, typeface, texture, title effect and palette; capitals, 0.02 em and Oswald unless `extra` says otherwise. */
export const R = (
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
