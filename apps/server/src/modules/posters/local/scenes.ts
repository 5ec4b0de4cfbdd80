import { between, type Rand, type SceneDrawer } from "./scene-shapes.ts";
import { GRAPHIC_SCENES } from "./scenes-graphic.ts";
import { ILLUSTRATED_SCENES } from "./scenes-illustrated.ts";
import { LANDSCAPE_SCENES } from "./scenes-landscape.ts";
import type { Palette, Scene } from "./style-recipes.ts";

/** One drawing per scene kind. */
const SCENE_DRAWERS: Record<Scene, SceneDrawer> = {
  ...LANDSCAPE_SCENES,
  ...GRAPHIC_SCENES,
  ...ILLUSTRATED_SCENES,
};

/** The picture above the title: one drawing per scene, coloured by the palette. */
export function drawScene(scene: Scene, p: Palette, rand: Rand): string {
  const horizon = between(rand, 600, 700);
  return SCENE_DRAWERS[scene]({ p, rand, horizon });
}
