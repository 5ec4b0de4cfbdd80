/**
 * Font loading for the renderer: the @fontsource .woff files are resolved from node_modules and
 * embedded (subset) with fontkit. Text is encoded per character from a cache instead of running
 * fontkit's shaping for every line, which is what makes rendering fast; this is correct for the
 * monospace fonts we use (no ligatures, no kerning).
 *
 * Spaces are never drawn as glyphs: they become TJ displacements of one advance. fontkit cannot
 * read the empty space glyph of the IBM Plex Mono latin subset, and PDF readers (pdf.js included)
 * recover the spaces from the gaps anyway.
 */
import fontkit from "@pdf-lib/fontkit";
import { type PDFDocument, type PDFFont } from "pdf-lib";

import type { FontFiles } from "../layout/specs.ts";

const fileCache = new Map<string, Uint8Array>();

/** Font file bytes from node_modules (Node only; node: modules are loaded lazily). */
async function fontBytes(specifier: string): Promise<Uint8Array> {
  let bytes = fileCache.get(specifier);
  if (!bytes) {
    const [{ readFileSync }, { createRequire }] = await Promise.all([
      import("node:fs"),
      import("node:module"),
    ]);
    const require = createRequire(import.meta.url);
    bytes = new Uint8Array(readFileSync(require.resolve(specifier)));
    fileCache.set(specifier, bytes);
  }
  return bytes;
}

export type FontStyle = "regular" | "bold" | "italic" | "boldItalic";

const STYLE_NAMES: Record<FontStyle, string> = {
  regular: "Regular",
  bold: "Bold",
  italic: "Italic",
  boldItalic: "BoldItalic",
};

export interface EncodedFont {
  /** Resource name used in content streams, e.g. "/F1". */
  key: string;
  font: PDFFont;
  /** A TJ operand array for a string, e.g. "[<0012> -600 <0034>]" (missing characters become "?"). */
  encode(text: string): string;
  /** Whether the font has a glyph for the character. */
  has(ch: string): boolean;
  /** The same face for the characters this one lacks (see FontFiles.extended), when embedded. */
  extended?: EncodedFont;
}

/**
 * A line split into runs by the font that draws them: the main font, or its extended face for a
 * character only that one has. Spaces go with the character that follows them (a run's spaces
 * are drawn as displacement before its first glyph).
 */
export function fontRuns(font: EncodedFont, text: string): { font: EncodedFont; text: string }[] {
  const ext = font.extended;
  if (!ext) return [{ font, text }];
  const runs: { font: EncodedFont; text: string }[] = [];
  let pending = "";
  for (const ch of text) {
    if (/\s/.test(ch)) {
      pending += ch;
      continue;
    }
    const by = !font.has(ch) && ext.has(ch) ? ext : font;
    const last = runs[runs.length - 1];
    if (last && last.font === by) last.text += pending + ch;
    else runs.push({ font: by, text: pending + ch });
    pending = "";
  }
  if (!runs.length) return [{ font, text }];
  return runs;
}

function encoder(font: PDFFont, supported: Set<number>): (text: string) => string {
  const cache = new Map<string, string>();
  const fallback = font.encodeText("?").asString();
  const advance = Math.round(font.widthOfTextAtSize("M", 1000) * 100) / 100;
  return (text: string) => {
    let out = "[";
    let hex = "";
    let spaces = 0;
    for (const ch of text) {
      if (/\s/.test(ch)) {
        spaces++;
        continue;
      }
      if (spaces) {
        if (hex) out += `<${hex}>`;
        out += ` -${Math.round(spaces * advance * 100) / 100} `;
        hex = "";
        spaces = 0;
      }
      let code = cache.get(ch);
      if (code === undefined) {
        const cp = ch.codePointAt(0) ?? 63;
        code = supported.has(cp) ? font.encodeText(ch).asString() : fallback;
        cache.set(ch, code);
      }
      hex += code;
    }
    if (hex) out += `<${hex}>`;
    return out + "]";
  };
}

async function embedOne(
  doc: PDFDocument,
  file: string,
  customName: string,
  key: string,
): Promise<EncodedFont> {
  const font = await doc.embedFont(await fontBytes(file), { subset: true, customName });
  const supported = new Set(font.getCharacterSet());
  return { key, font, encode: encoder(font, supported), has: (ch) => supported.has(ch.codePointAt(0) ?? 0) };
}

/**
 * The four faces of `files`; with `text` holding a character the main faces lack, their extended
 * faces too (keys /F5 to /F8), so a Polish or Czech script prints its letters instead of "?".
 */
export async function embedFonts(
  doc: PDFDocument,
  files: FontFiles,
  text = "",
): Promise<Record<FontStyle, EncodedFont>> {
  doc.registerFontkit(fontkit);
  const styles: FontStyle[] = ["regular", "bold", "italic", "boldItalic"];
  const out = {} as Record<FontStyle, EncodedFont>;
  await Promise.all(
    styles.map(async (style, i) => {
      // A fixed subset tag instead of pdf-lib's random suffix keeps the output deterministic;
      // the conventional style suffix lets PDF readers (and our parser) tell italic and bold.
      const name = `TWL${"ABCD"[i]}AA+${files.family}-${STYLE_NAMES[style]}`;
      out[style] = await embedOne(doc, files[style], name, `/F${i + 1}`);
    }),
  );
  const ext = files.extended;
  const lacking = [...new Set(text.replace(/\s/g, ""))].some((ch) => !out.regular.has(ch));
  if (ext && lacking) {
    await Promise.all(
      styles.map(async (style, i) => {
        const name = `TWL${"EFGH"[i]}AA+${files.family}-${STYLE_NAMES[style]}`;
        out[style].extended = await embedOne(doc, ext[style], name, `/F${i + 5}`);
      }),
    );
  }
  return out;
}
