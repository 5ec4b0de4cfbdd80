/**
 * Page layouts: the geometry used both to estimate pages for Fountain/FDX and to render PDFs,
 * so a rendered PDF and the model's pages agree line for line.
 *
 * Columns are in monospace characters from the left margin (x = marginLeft + col * charWidth).
 */

export type LayoutName = "letter-courier" | "a4-plex";

export interface Column {
  indent: number;
  width: number;
}

export interface SpeechColumns {
  character: Column;
  parenthetical: Column;
  dialogue: Column;
}

export interface FontFiles {
  /** PostScript family name used for the embedded fonts, e.g. "CourierPrime". */
  family: string;
  regular: string;
  bold: string;
  italic: string;
  boldItalic: string;
  /**
   * The same faces for the characters the main files lack (Ę, ł, ő: the latin-ext subsets),
   * embedded only when the script uses such a character.
   */
  extended?: Omit<FontFiles, "family" | "extended">;
}

export interface LayoutSpec {
  name: LayoutName;
  pageWidth: number;
  pageHeight: number;
  fontSize: number;
  /** Advance of one character in points (monospace). */
  charWidth: number;
  lineHeight: number;
  marginLeft: number;
  /** Distance from the top edge to the baseline of body row 0. */
  firstBaseline: number;
  linesPerPage: number;
  /** Distance from the top edge to the baseline of the page number. */
  pageNumberBaseline: number;
  /** Width of the text area in characters (action, headings; transitions are right-aligned to it). */
  textWidth: number;
  speech: SpeechColumns;
  dualLeft: SpeechColumns;
  dualRight: SpeechColumns;
  /** Column of the left scene number (negative: in the left margin) and of the right one. */
  sceneNumberLeft: number;
  sceneNumberRight: number;
  /** Column of the revision asterisk. */
  revisionMark: number;
  fonts: FontFiles;
}

const courierPrime = (w: string) => `@fontsource/courier-prime/files/courier-prime-latin-${w}.woff`;
const plexMono = (w: string) => `@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-${w}.woff`;

/** US letter, Courier Prime 12 pt, 1.5" left margin, 1" top: the industry standard page. */
export const LETTER_COURIER: LayoutSpec = {
  name: "letter-courier",
  pageWidth: 612,
  pageHeight: 792,
  fontSize: 12,
  charWidth: 7.2,
  lineHeight: 12,
  marginLeft: 108,
  firstBaseline: 81,
  linesPerPage: 55,
  pageNumberBaseline: 45,
  textWidth: 60,
  speech: {
    character: { indent: 22, width: 38 },
    parenthetical: { indent: 16, width: 24 },
    dialogue: { indent: 10, width: 35 },
  },
  dualLeft: {
    character: { indent: 9, width: 21 },
    parenthetical: { indent: 5, width: 21 },
    dialogue: { indent: 2, width: 26 },
  },
  dualRight: {
    character: { indent: 39, width: 21 },
    parenthetical: { indent: 35, width: 21 },
    dialogue: { indent: 32, width: 26 },
  },
  sceneNumberLeft: -7,
  sceneNumberRight: 62,
  revisionMark: 66,
  fonts: {
    family: "CourierPrime",
    regular: courierPrime("400-normal"),
    bold: courierPrime("700-normal"),
    italic: courierPrime("400-italic"),
    boldItalic: courierPrime("700-italic"),
    extended: {
      regular: courierPrime("ext-400-normal"),
      bold: courierPrime("ext-700-normal"),
      italic: courierPrime("ext-400-italic"),
      boldItalic: courierPrime("ext-700-italic"),
    },
  },
};

/** A4, IBM Plex Mono 11 pt, narrower left margin, other indents: a deliberately different page. */
export const A4_PLEX: LayoutSpec = {
  name: "a4-plex",
  pageWidth: 595.28,
  pageHeight: 841.89,
  fontSize: 11,
  charWidth: 6.6,
  lineHeight: 13.2,
  marginLeft: 92,
  firstBaseline: 90,
  linesPerPage: 53,
  pageNumberBaseline: 50,
  textWidth: 61,
  speech: {
    character: { indent: 21, width: 38 },
    parenthetical: { indent: 15, width: 24 },
    dialogue: { indent: 9, width: 36 },
  },
  dualLeft: {
    character: { indent: 8, width: 21 },
    parenthetical: { indent: 4, width: 22 },
    dialogue: { indent: 1, width: 27 },
  },
  dualRight: {
    character: { indent: 39, width: 21 },
    parenthetical: { indent: 35, width: 22 },
    dialogue: { indent: 32, width: 27 },
  },
  sceneNumberLeft: -6,
  sceneNumberRight: 63,
  revisionMark: 67,
  fonts: {
    family: "IBMPlexMono",
    regular: plexMono("400-normal"),
    bold: plexMono("700-normal"),
    italic: plexMono("400-italic"),
    boldItalic: plexMono("700-italic"),
    extended: {
      regular: plexMono("ext-400-normal"),
      bold: plexMono("ext-700-normal"),
      italic: plexMono("ext-400-italic"),
      boldItalic: plexMono("ext-700-italic"),
    },
  },
};

export const LAYOUTS: Record<LayoutName, LayoutSpec> = {
  "letter-courier": LETTER_COURIER,
  "a4-plex": A4_PLEX,
};

export function getLayout(layout: LayoutName | LayoutSpec | undefined): LayoutSpec {
  if (!layout) return LETTER_COURIER;
  if (typeof layout !== "string") return layout;
  const spec = LAYOUTS[layout];
  if (!spec)
    throw new Error(`Unknown layout "${String(layout)}" (known: ${Object.keys(LAYOUTS).join(", ")})`);
  return spec;
}
