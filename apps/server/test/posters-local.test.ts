import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { POSTER_HEIGHT, POSTER_STYLES, POSTER_WIDTH } from "@twl/contract";

import { composePosterSvg, TITLE_BOX } from "../src/modules/posters/local/compose-poster.ts";
import { fontFilesFor, japaneseFontFor } from "../src/modules/posters/local/poster-fonts.ts";
import { renderLocalPoster } from "../src/modules/posters/local/render-local-poster.ts";
import { RECIPES } from "../src/modules/posters/local/style-recipes.ts";

const base = {
  title: "Dead Air",
  genres: ["Thriller", "Horror"],
  logline:
    "A late-night radio host takes a call from a listener who describes a murder that hasn't happened yet.",
  authorName: "Priya Natarajan",
};

/** Mean absolute difference per channel (0-255) of two images, compared at 96x144. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const raw = (img: Buffer) => sharp(img).resize(96, 144).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let total = 0;
  for (let i = 0; i < x.length; i++) total += Math.abs(x[i]! - y[i]!);
  return total / x.length;
}

/** The title's drawn extent, measured by resvg from an SVG holding only the title's text. */
function drawnTitleBox(svg: string, texts: string[]) {
  const titleOnly = svg.replace(/<svg([^>]*)>[\s\S]*<\/svg>/, (_, attrs: string) => {
    const titleGroup = svg.match(
      /<g fill="[^"]*"[^>]*>(<text x="384" y="[^"]+" text-anchor="middle" font-size="\d+" letter-spacing[\s\S]*?)<\/g>/,
    );
    return `<svg${attrs}>${titleGroup?.[1] ?? ""}</svg>`;
  });
  const resvg = new Resvg(titleOnly, { font: { loadSystemFonts: false, fontFiles: fontFilesFor(texts) } });
  return resvg.getBBox();
}

describe("local poster renderer", () => {
  it("has a recipe for every one of the 44 styles", () => {
    expect(POSTER_STYLES).toHaveLength(44);
    for (const style of POSTER_STYLES) expect(RECIPES[style.id], style.id).toBeDefined();
  });

  it("draws a valid 768x1152 PNG", async () => {
    const png = renderLocalPoster({ ...base, styles: ["photorealistic"] });
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", POSTER_WIDTH, POSTER_HEIGHT]);
    const stats = await sharp(png).stats();
    // A real picture, not a flat fill: the channels vary.
    expect(stats.channels.slice(0, 3).every((c) => c.stdev > 15)).toBe(true);
  }, 30_000);

  it("two styles give visibly different posters", async () => {
    const noir = renderLocalPoster({ ...base, styles: ["film-noir"] });
    const synth = renderLocalPoster({ ...base, styles: ["synthwave"] });
    const comic = renderLocalPoster({ ...base, styles: ["comic-book"] });
    expect(await meanDifference(noir, synth)).toBeGreaterThan(25);
    expect(await meanDifference(synth, comic)).toBeGreaterThan(25);
    // The same input draws the same poster.
    expect(await meanDifference(noir, renderLocalPoster({ ...base, styles: ["film-noir"] }))).toBe(0);
  }, 60_000);

  it("fits a 120-character title inside the poster, at the bottom centre", () => {
    const title =
      "The Extraordinarily Long and Winding Chronicle of a Night Porter Who Discovered the Ninth Floor Never Checks Anyone Out";
    expect(title.length).toBeGreaterThanOrEqual(118);
    const long = `${title}!!`.slice(0, 120);
    for (const style of ["photorealistic", "watercolor", "80s", "y2k-trapaholics"]) {
      const { svg, title: fitted, texts } = composePosterSvg({ ...base, title: long, styles: [style] });
      expect(fitted.width, style).toBeLessThanOrEqual(TITLE_BOX.right - TITLE_BOX.left);
      expect(fitted.height, style).toBeLessThanOrEqual(TITLE_BOX.maxHeight);
      const box = drawnTitleBox(svg, texts)!;
      expect(box.x, style).toBeGreaterThanOrEqual(TITLE_BOX.left - 8);
      expect(box.x + box.width, style).toBeLessThanOrEqual(TITLE_BOX.right + 8);
      expect(box.y, style).toBeGreaterThan(POSTER_HEIGHT / 3);
      expect(box.y + box.height, style).toBeLessThanOrEqual(POSTER_HEIGHT - 60);
      // Centred.
      expect(Math.abs(box.x + box.width / 2 - POSTER_WIDTH / 2), style).toBeLessThan(12);
    }
  });

  it("draws a Japanese title with the shipped Japanese font, inside the poster", async () => {
    const title = "東京の夜明けまでに帰らなければならない理由";
    expect(japaneseFontFor("東".codePointAt(0)!)).toBeTruthy();
    const { svg, title: fitted, texts } = composePosterSvg({ ...base, title, styles: ["anime"] });
    expect(fitted.lines.join("")).toBe(title);
    expect(fontFilesFor(texts).some((file) => file.includes("NotoSansJP"))).toBe(true);
    const box = drawnTitleBox(svg, texts)!;
    expect(box.width).toBeGreaterThan(200);
    expect(box.x).toBeGreaterThanOrEqual(TITLE_BOX.left - 8);
    expect(box.x + box.width).toBeLessThanOrEqual(TITLE_BOX.right + 8);
    expect(box.y + box.height).toBeLessThanOrEqual(POSTER_HEIGHT - 60);
    const png = renderLocalPoster({ ...base, title, styles: ["anime"] });
    expect((await sharp(png).metadata()).width).toBe(POSTER_WIDTH);
  }, 30_000);
});
