// @vitest-environment node
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";
import { beforeAll, describe, expect, it } from "vitest";

import {
  charactersOf,
  subsetTitleFace,
  TITLE_FONT,
  titleFontCss,
  titleFontPreloads,
  unicodeRangeOf,
  type TitleFace,
} from "../../title-font.ts";
import { withPreloadsFirst } from "../../vite-plugins.ts";
import { SCRIPT_TITLE_CLASS } from "../features/scripts/components/detail/script-header.tsx";

const require = createRequire(import.meta.url);

/** Every character the faces keep, and a few pairs that kern or form ligatures (fi, fl, Te, AV). */
const SAMPLE = `${charactersOf(TITLE_FONT.ranges)} fi fl ffi Te AV To Wa “Yo” L’Été`;

/** A WOFF2 file as TrueType, which harfbuzz reads (every glyph kept, axes as they are). */
const toSfnt = (font: Buffer) => subsetFont(font, "", { keepAllGlyphs: true, targetFormat: "sfnt" });

function fontOf(sfnt: Buffer, variations: Record<string, number> = {}) {
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt)));
  const font = new hb.Font(face);
  font.setVariations(Object.entries(variations).map(([tag, value]) => new hb.Variation(tag, value)));
  return { face, font };
}

/** Each glyph of `text` as the font sets it: advance, offsets and outline (SVG path, font units). */
function shapeOf(font: hb.Font, text: string) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfosAndPositions().map((g) => ({
    advance: g.xAdvance,
    offset: [g.xOffset, g.yOffset],
    path: font.glyphToPath(g.codepoint),
  }));
}

/** An outline's commands and its coordinates, apart. */
const partsOf = (path: string) => ({
  commands: path.replace(/[-\d.e]+/g, "").replace(/,/g, ""),
  numbers: (path.match(/-?[\d.]+(e-?\d+)?/g) ?? []).map(Number),
});

/** The largest distance between the same point of two settings of the same glyphs (font units). */
function largestMove(a: ReturnType<typeof shapeOf>, b: ReturnType<typeof shapeOf>): number {
  let largest = 0;
  a.forEach((glyph, i) => {
    const one = partsOf(glyph.path);
    const other = partsOf(b[i]!.path);
    expect(one.commands).toBe(other.commands);
    expect(one.numbers.length).toBe(other.numbers.length);
    one.numbers.forEach((n, k) => (largest = Math.max(largest, Math.abs(n - other.numbers[k]!))));
  });
  return largest;
}

let variable: Buffer;
const faces = new Map<TitleFace, Buffer>();
beforeAll(async () => {
  const source = await readFile(require.resolve(TITLE_FONT.source));
  variable = await toSfnt(source);
  for (const face of TITLE_FONT.faces) faces.set(face, await subsetTitleFace(source, TITLE_FONT, face));
});

describe("the script title's faces (title-font.ts)", () => {
  it.each(TITLE_FONT.faces)(
    "$family is a small static cut with every character of the ranges",
    async (face) => {
      const woff2 = faces.get(face)!;
      expect(woff2.subarray(0, 4).toString("latin1")).toBe("wOF2");
      // The variable Latin file is 68 KB.
      expect(woff2.length).toBeLessThan(24 * 1024);
      const { face: hbFace } = fontOf(await toSfnt(woff2));
      expect(hbFace.getAxisInfos()).toEqual({});
      const kept = new Set(hbFace.collectUnicodes());
      const missing = [...charactersOf(TITLE_FONT.ranges)].filter((c) => !kept.has(c.codePointAt(0)!));
      expect(missing).toEqual([]);
    },
  );

  it.each(TITLE_FONT.faces)(
    "$family sets text as the variable file does at the title's weight and optical size",
    async (face) => {
      const cut = shapeOf(fontOf(await toSfnt(faces.get(face)!)).font, SAMPLE);
      const full = shapeOf(
        fontOf(variable, { wght: TITLE_FONT.weight, opsz: face.opticalSize }).font,
        SAMPLE,
      );
      expect(cut.length).toBe(full.length);
      // Advances and kerning exactly.
      expect(cut.map((g) => [g.advance, ...g.offset])).toEqual(full.map((g) => [g.advance, ...g.offset]));
      // Outlines to within the instancer's rounding to whole font units: at most 1.5 units of 2,000
      // (0.03 px at 48 px), where one optical size more moves points by over 2 units.
      expect(largestMove(cut, full)).toBeLessThanOrEqual(1.5);
      const nextSize = fontOf(variable, { wght: TITLE_FONT.weight, opsz: face.opticalSize + 1 });
      expect(largestMove(cut, shapeOf(nextSize.font, SAMPLE))).toBeGreaterThan(1.5);
    },
  );

  it("matches the title's classes: its weight, and its size at each width", () => {
    const classes = SCRIPT_TITLE_CLASS.split(" ");
    // Tailwind's sizes (text-4xl: 2.25rem, text-5xl: 3rem) and breakpoint (sm: 40rem), in px.
    const sizes: Record<string, number> = { "text-4xl": 36, "text-5xl": 48 };
    expect(classes).toContain(TITLE_FONT.className);
    expect(classes).toContain("font-semibold");
    expect(TITLE_FONT.weight).toBe(600);
    const phone = classes.find((c) => c in sizes)!;
    const wide = classes.find((c) => c.startsWith("sm:text-"))!.slice(3);
    expect(TITLE_FONT.faces.map((f) => [f.opticalSize, f.media])).toEqual([
      [sizes[phone], "(width < 40rem)"],
      [sizes[wide], "(width >= 40rem)"],
    ]);
  });
});

describe("the title font's stylesheet and preloads", () => {
  it("declares each face, blocking, for the ranges it has, and sets the class per width", () => {
    const css = titleFontCss(TITLE_FONT);
    expect(
      unicodeRangeOf([
        [0x20, 0x7e],
        [0x131, 0x131],
      ]),
    ).toBe("U+20-7E, U+131");
    for (const face of TITLE_FONT.faces) {
      expect(css).toContain(`font-family: "${face.family}";`);
      expect(css).toContain(`src: url("./${face.file}.woff2") format("woff2");`);
    }
    expect(css.match(/font-display: block;/g)).toHaveLength(TITLE_FONT.faces.length);
    expect(css.match(/font-weight: 600;/g)).toHaveLength(TITLE_FONT.faces.length);
    expect(css).toContain(`unicode-range: ${unicodeRangeOf(TITLE_FONT.ranges)};`);
    expect(css).toMatch(
      /^\.script-title \{\n {2}font-family: "Fraunces Title 36", var\(--font-display\);\n\}$/m,
    );
    expect(css).toContain(
      '@media (width >= 40rem) {\n  .script-title {\n    font-family: "Fraunces Title 48", var(--font-display);',
    );
  });

  it("preloads each built face for the width it is used at, and fails a build without them", () => {
    const files = [
      "assets/index-abc.js",
      "assets/fraunces-title-36-Cq3g_cNv.woff2",
      "assets/fraunces-title-48-DCLn0x5r.woff2",
    ];
    const tags = titleFontPreloads(TITLE_FONT, files);
    expect(tags).toBe(
      '<link rel="preload" href="/assets/fraunces-title-36-Cq3g_cNv.woff2" as="font" type="font/woff2" crossorigin media="(width < 40rem)" fetchpriority="high">' +
        '<link rel="preload" href="/assets/fraunces-title-48-DCLn0x5r.woff2" as="font" type="font/woff2" crossorigin media="(width >= 40rem)" fetchpriority="high">',
    );
    expect(() => titleFontPreloads(TITLE_FONT, files.slice(0, 2))).toThrow(/fraunces-title-48/);
  });

  it("puts the preloads ahead of the page's code and styles", () => {
    const html = [
      "<html><head><title>t</title><script>inline()</script>",
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="stylesheet" href="/assets/index.css">',
      "</head><body></body></html>",
    ].join("\n");
    const out = withPreloadsFirst(html, '<link rel="preload" href="/f.woff2">');
    expect(out.indexOf('href="/f.woff2"')).toBeGreaterThan(out.indexOf("inline()"));
    expect(out.indexOf('href="/f.woff2"')).toBeLessThan(out.indexOf('<script type="module"'));
    expect(withPreloadsFirst(html, "")).toBe(html);
  });
});
