import { renderAsync, Resvg } from "@resvg/resvg-js";

import { composePosterSvg, type PosterInput } from "./compose-poster.ts";
import { fontFilesFor } from "./poster-fonts.ts";

/** The local renderer's model name, shown wherever a generated poster is (it is not AI). */
export const LOCAL_POSTER_MODEL_NAME = "Local poster";

/**
 * The local poster renderer: composes a 768x1152 poster as SVG from the title, genres, logline and
 * styles, and rasterises it with resvg using only the fonts the repo ships (no system fonts, so
 * every machine draws the same poster).
 */
export function renderLocalPoster(input: PosterInput): Buffer {
  const { svg, texts } = composePosterSvg(input);
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: fontFilesFor(texts), defaultFontFamily: "Oswald" },
    fitTo: { mode: "original" },
    shapeRendering: 2,
    textRendering: 1,
  });
  return resvg.render().asPng();
}

/** The same poster rendered on libuv's thread pool (several at once, e.g. while seeding). */
export async function renderLocalPosterAsync(input: PosterInput): Promise<Buffer> {
  const { svg, texts } = composePosterSvg(input);
  const image = await renderAsync(svg, {
    font: { loadSystemFonts: false, fontFiles: fontFilesFor(texts), defaultFontFamily: "Oswald" },
    fitTo: { mode: "original" },
    shapeRendering: 2,
    textRendering: 1,
  });
  return image.asPng();
}
