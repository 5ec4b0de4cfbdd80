import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/**
 * The script page's title (its LCP element, SCRIPT_TITLE_CLASS in script-header.tsx) in a font of its
 * own: Fraunces, the display face, cut at build time to the characters titles use and with its
 * weight and optical size pinned to the values the title renders with, ~17 KB instead of the 68 KB
 * variable file. Its glyphs and advances are those of the variable file at those values
 * (title-font.test.ts), so the title looks the same; characters outside the cut fall back to the
 * display face itself (the class's next family). The title is 36 px below Tailwind's `sm`
 * breakpoint and 48 px from it (text-4xl sm:text-5xl), and Fraunces' optical size follows the
 * font size (font-optical-sizing: auto), so there is one file per size: a phone loads the 36 px one.
 */
export const TITLE_FONT = {
  /** The variable Latin file of the display face (fonts.css), axes `opsz` 9-144 and `wght` 100-900. */
  source: "@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2",
  /** font-semibold. */
  weight: 600,
  /** The class that sets a title in these faces (with the display face after them). */
  className: "script-title",
  faces: [
    { family: "Fraunces Title 36", file: "fraunces-title-36", opticalSize: 36, media: "(width < 40rem)" },
    { family: "Fraunces Title 48", file: "fraunces-title-48", opticalSize: 48, media: "(width >= 40rem)" },
  ],
  /**
   * What the faces keep: Basic Latin, Latin-1 (accented letters, « », ¿ ¡), and the typographic
   * punctuation of titles (dashes, curly quotes, ellipsis, bullet, ‹ ›, €, ™, Œ œ, ı).
   */
  ranges: [
    [0x20, 0x7e],
    [0xa0, 0xff],
    [0x131, 0x131],
    [0x152, 0x153],
    [0x2013, 0x2014],
    [0x2018, 0x201a],
    [0x201c, 0x201e],
    [0x2022, 0x2022],
    [0x2026, 0x2026],
    [0x2039, 0x203a],
    [0x20ac, 0x20ac],
    [0x2122, 0x2122],
  ] as [number, number][],
} as const;

export type TitleFontSpec = typeof TITLE_FONT;
export type TitleFace = TitleFontSpec["faces"][number];

/** The characters of `ranges`, as subset-font takes them. */
export function charactersOf(ranges: readonly (readonly [number, number])[]): string {
  const codes: number[] = [];
  for (const [from, to] of ranges) for (let c = from; c <= to; c++) codes.push(c);
  return String.fromCodePoint(...codes);
}

/** `ranges` as a CSS unicode-range value: `U+20-7E, U+A0-FF, U+131`. */
export function unicodeRangeOf(ranges: readonly (readonly [number, number])[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase();
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ");
}

/** One face: the source cut to `ranges`, weight and optical size pinned (no variation axes left), WOFF2. */
export function subsetTitleFace(source: Buffer, spec: TitleFontSpec, face: TitleFace): Promise<Buffer> {
  return subsetFont(source, charactersOf(spec.ranges), {
    targetFormat: "woff2",
    variationAxes: { wght: spec.weight, opsz: face.opticalSize },
  });
}

/**
 * The stylesheet for the faces (imported by src/fonts.css): one @font-face per size, held invisible
 * until it arrives (font-display: block; the file is small and preloaded, and a first paint in a
 * fallback serif would be followed by a larger one in the font: a later LCP), and the class that
 * sets a title in them, the display face after them for anything outside the cut.
 */
export function titleFontCss(spec: TitleFontSpec): string {
  const range = unicodeRangeOf(spec.ranges);
  const [base, ...wider] = spec.faces;
  const rule = (face: TitleFace) =>
    `.${spec.className} {\n  font-family: "${face.family}", var(--font-display);\n}`;
  return [
    `/* Written by apps/web/title-font.ts at build time (scriptTitleFont): edit that file, not this one. */`,
    ...spec.faces.map(
      (face) => `@font-face {
  font-family: "${face.family}";
  font-style: normal;
  font-weight: ${spec.weight};
  font-display: block;
  src: url("./${face.file}.woff2") format("woff2");
  unicode-range: ${range};
}`,
    ),
    ...(base ? [rule(base)] : []),
    ...wider.map((face) => `@media ${face.media} {\n  ${rule(face).replace(/\n/g, "\n  ")}\n}`),
    "",
  ].join("\n");
}

/** The stylesheet's name in the generated folder; src/fonts.css imports it. */
export const TITLE_FONT_CSS = "title-font.css";

/**
 * Writes the faces and their stylesheet into `outDir` (src/generated, not committed), unless the
 * files there were made from the same source and settings.
 */
export async function writeTitleFont(outDir: string, spec: TitleFontSpec = TITLE_FONT): Promise<void> {
  const source = await readFile(require.resolve(spec.source));
  const css = titleFontCss(spec);
  const stamp = createHash("sha256")
    .update(source)
    .update(JSON.stringify(spec))
    .update(require("subset-font/package.json").version as string)
    .digest("hex");
  const stampFile = path.join(outDir, "title-font.stamp");
  const written = await readFile(stampFile, "utf8").catch(() => "");
  const present = await Promise.all(
    [TITLE_FONT_CSS, ...spec.faces.map((f) => `${f.file}.woff2`)].map((f) =>
      readFile(path.join(outDir, f)).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (written === stamp && present.every(Boolean)) return;
  await mkdir(outDir, { recursive: true });
  for (const face of spec.faces)
    await writeFile(path.join(outDir, `${face.file}.woff2`), await subsetTitleFace(source, spec, face));
  await writeFile(path.join(outDir, TITLE_FONT_CSS), css);
  await writeFile(stampFile, stamp);
}

/** The `<link rel="preload">` of each face, for the media it is used at, ahead of the page's code. */
export function titleFontPreloads(spec: TitleFontSpec, bundleFiles: readonly string[]): string {
  return spec.faces
    .map((face) => {
      const pattern = new RegExp(`(^|/)${face.file}-[\\w-]+\\.woff2$`);
      const file = bundleFiles.find((f) => pattern.test(f));
      if (!file) throw new Error(`The build has no ${face.file} font (src/fonts.css imports it).`);
      return `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin media="${face.media}" fetchpriority="high">`;
    })
    .join("");
}

/**
 * Vite plugin: writes the title's faces before the build (and the dev server) reads the
 * stylesheets, and after the bundle knows the files' hashed names offers their preload tags
 * (`preloadTags()`, for the script page's shell: prerenderPages in vite-plugins.ts).
 */
export function scriptTitleFont(outDir: string, spec: TitleFontSpec = TITLE_FONT) {
  let bundleFiles: string[] = [];
  const plugin: Plugin & { preloadTags(): string } = {
    name: "twl:script-title-font",
    async buildStart() {
      await writeTitleFont(outDir, spec);
    },
    generateBundle(_options, bundle) {
      bundleFiles = Object.keys(bundle);
    },
    preloadTags: () => titleFontPreloads(spec, bundleFiles),
  };
  return plugin;
}
