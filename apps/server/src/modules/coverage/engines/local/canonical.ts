import { analyzeScreenplay, flattenElements, parseFountain, writeFountain } from "@twl/screenplay";

import type { CoverageInput } from "../types.ts";

/**
 * Scores must depend on what the script says, not on the paper it was printed on. Fountain and
 * FDX are paginated by the standard layout (US letter, Courier 12, 55 lines) when parsed; a PDF
 * keeps the pages it was printed on (A4, another font, other margins). So for a PDF the engine
 * measures a canonical copy: the same elements laid out again by the standard layout (written out
 * as Fountain and parsed back), and every page it cites is mapped back to the PDF's own page.
 *
 * The map: a canonical page starts at some element; the element at the same position (as a share
 * of all elements) in the PDF's model gives the real page.
 *
 * Scene headings are canonical too, for every format: a PDF only shows a heading by its words, so
 * a heading forced in Fountain or FDX that does not read as one ("BOOM.", "SNIPER SCOPE POV") is
 * read as the action line a PDF shows, and a one-line slug in another language's INT./EXT. form
 * ("WNĘTRZE. LABORATORIUM - DZIEŃ") as the heading it is, in whichever format it came; FADE IN: or
 * FADE OUT. typed as action reads as the transition a PDF shows. Forced page breaks are dropped.
 * Every format is measured on this copy; pages cited are mapped back to the source's own pages.
 */
export interface Canonical {
  input: CoverageInput;
  /** Canonical page → the source's page; null when the source is already in the standard layout. */
  mapPage: ((page: number) => number) | null;
}

/** INT. / EXT. / EST. / I/E and their combinations, as a heading's first word. */
const STANDARD_SLUG =
  /^(?:INT|EXT|EST|INT\.?\s*\/\s*EXT|EXT\.?\s*\/\s*INT|I\s*\/\s*E|E\s*\/\s*I)(?:[.\s]|$)/i;
/** A one-line slug in any language: PREFIX. PLACE - TIME, all in capitals. */
const LOCAL_SLUG = /^[\p{Lu}][\p{Lu}./]{1,14}\.\s+\S.*\s[-–—]{1,2}\s+\p{Lu}[\p{Lu}\s'’.]*$/u;

const MARGIN_TRANSITION_LINE =
  /^!(?:FADE (?:IN|UP|OUT|TO BLACK)|FADE IN FROM BLACK|CUT TO BLACK|SMASH TO BLACK|IRIS (?:IN|OUT))\b[^a-z]*[:.]$/;

export const readsAsHeading = (text: string) => {
  const t = text.replace(/\s*#[^#\s]+#\s*$/, "").trim();
  return STANDARD_SLUG.test(t) || (LOCAL_SLUG.test(t) && t === t.toUpperCase());
};

/** Fountain with headings as a reader of the printed page sees them (see above). */
export function canonicalHeadings(fountain: string): string {
  const lines = fountain.split("\n");
  return lines
    .map((line, i) => {
      const blankAround = (lines[i - 1] ?? "").trim() === "" && (lines[i + 1] ?? "").trim() === "";
      // A forced page break (===) is paper too: Final Draft files and PDFs carry none.
      if (/^={3,}\s*$/.test(line)) return null;
      if (/^\.[^.]/.test(line) && !readsAsHeading(line.slice(1))) return `!${line.slice(1)}`;
      // FADE IN: / FADE OUT. typed as action reads as the transition it prints as.
      if (blankAround && MARGIN_TRANSITION_LINE.test(line)) return line.slice(1);
      const bare = line.replace(/^!/, "");
      if (blankAround && !STANDARD_SLUG.test(bare) && readsAsHeading(bare)) return `.${bare}`;
      return line;
    })
    .filter((line) => line !== null)
    .join("\n");
}

export function canonicalInput(input: CoverageInput): Canonical {
  if (!input.model) return { input, mapPage: null };
  const model = parseFountain(canonicalHeadings(writeFountain(input.model)));
  const real = flattenElements(input.model);
  const canon = flattenElements(model);
  if (!real.length || !canon.length) return { input, mapPage: null };
  const firstOn = new Map<number, number>();
  canon.forEach((e, i) => {
    if (!firstOn.has(e.page)) firstOn.set(e.page, i);
  });
  const lastReal = Math.max(...real.map((e) => e.page));
  const mapPage = (page: number) => {
    const at = firstOn.get(page);
    if (at === undefined) return page > (model.pages.length || 1) ? lastReal : Math.max(1, page);
    const k = Math.min(real.length - 1, Math.floor((at / canon.length) * real.length));
    return Math.max(1, real[k]!.page || 1);
  };
  return { input: { ...input, model, stats: analyzeScreenplay(model) }, mapPage };
}

/** "p. 12", "pp. 30–34", "pp. 3, 5, 9", "a 98-page": each page number mapped. */
const CITED = /\b(pp?\.\s?)(\d+(?:\s*(?:[–,-]|and)\s*\d+)*)|\b(\d+)(-page)\b/g;

function mapText(text: string, map: (page: number) => number): string {
  return text.replace(CITED, (_all, pre?: string, list?: string, count?: string, suffix?: string) => {
    if (count !== undefined) return `${map(Number(count))}${suffix}`;
    return `${pre}${list!.replace(/\d+/g, (n) => String(map(Number(n))))}`;
  });
}

/** Every page the draft cites, in its text and in its `page`/`pages` fields, mapped to the source. */
export function mapCitations<T>(value: T, map: ((page: number) => number) | null, key = ""): T {
  if (!map) return value;
  if (typeof value === "string") return mapText(value, map) as T;
  if (typeof value === "number")
    return ((key === "page" || key === "pages") && Number.isInteger(value) ? map(value) : value) as T;
  if (Array.isArray(value)) return value.map((v) => mapCitations(v, map, key)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapCitations(v, map, k)])) as T;
  return value;
}
