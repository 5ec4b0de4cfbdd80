/** Shared test helpers: the corpus and a cache of rendered and parsed PDFs. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { parseFountain } from "../src/fountain/parse.ts";
import type { LayoutName } from "../src/layout/specs.ts";
import type { Screenplay, ScriptElement } from "../src/model.ts";
import { parsePdf } from "../src/pdf/parse.ts";
import { flattenElements, renderScreenplayPdf, type RenderOptions } from "../src/render/pdf.ts";

export const CORPUS = ["feature", "pilot", "short", "dual", "numbered", "title-page"] as const;
export type CorpusName = (typeof CORPUS)[number];
export const LAYOUT_NAMES: LayoutName[] = ["letter-courier", "a4-plex"];

export function corpusPath(name: string): string {
  return fileURLToPath(new URL(`../corpus/${name}.fountain`, import.meta.url));
}

export function readCorpus(name: string): string {
  return readFileSync(corpusPath(name), "utf8");
}

export function fixture(name: string): string {
  return readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), "utf8");
}

export interface RoundTrip {
  truth: Screenplay;
  pdf: Uint8Array;
  parsed: Screenplay;
}

/** Render a Fountain script with a layout and parse the PDF back. */
export async function roundTrip(
  source: string,
  layout: LayoutName,
  options: RenderOptions = {},
): Promise<RoundTrip> {
  const truth = parseFountain(source, { layout });
  const pdf = await renderScreenplayPdf(source, layout, options);
  const parsed = await parsePdf(pdf);
  return { truth, pdf, parsed };
}

const PRINTED = new Set(["section", "synopsis", "note", "page_break"]);

/** Printed elements as comparable "kind: text" strings (line breaks and spacing normalised). */
export function printedElements(model: Screenplay): string[] {
  return flattenElements(model)
    .filter((e: ScriptElement) => !PRINTED.has(e.kind))
    .map((e) => `${e.kind}: ${e.text.replace(/\s+/g, " ").trim()}`);
}

export const normalize = (s: string | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
