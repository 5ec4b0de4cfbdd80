/**
 * Changes that must NOT move a score (by more than 0.3 per category): the same script as Fountain,
 * FDX and PDF, A4 versus US letter, characters and places renamed consistently, a title page
 * added or removed. Each yields the bytes an upload would carry.
 */
import { renderScreenplayPdf, type Screenplay, type ScriptElement, type TitlePage } from "@twl/screenplay";

import type { FileType } from "../../src/modules/coverage/cover-screenplay-file.ts";
import { escapeRegExp, joinParts, mapElements, partsOf } from "./script-parts.ts";
import { toFdx, toFountain } from "./writers.ts";

export interface Invariance {
  id: string;
  /** Bytes of the variant, built from the original (the Fountain round trip). */
  build: (model: Screenplay) => Promise<{ bytes: Uint8Array; fileType: FileType; base?: "pdf" }>;
}

const enc = (s: string) => new TextEncoder().encode(s);
const elementsOf = (m: Screenplay) => joinParts(partsOf(m));

const FIRST =
  "AMARA BASTIAN CORDELIA DESMOND ELOISE FABIAN GRETA HORATIO IMOGEN JASPER KESTREL LEOPOLD MARGUERITE NATHANIEL OPHELIA PERCIVAL ROSALIND SEBASTIAN THEODORA ULYSSES VIVIENNE WINSTON".split(
    " ",
  );
const PLACES =
  "ALDER HOUSE|BIRCH HALL|CEDAR MARKET|DUNMORE STATION|ELM COURT|FAIRVIEW DOCKS|GLENWOOD SCHOOL|HARROW INN".split(
    "|",
  );

/** Every speaker and scene location renamed, in cues and wherever the text names them. */
export function renamed(model: Screenplay): ScriptElement[] {
  const names = model.characters.filter((c) => c.speeches > 0).map((c) => c.name);
  const places = [...new Set(model.scenes.map((s) => s.location).filter((l) => l.length >= 4))];
  const map = new Map<string, string>();
  names.forEach((n, i) =>
    map.set(
      n,
      `${FIRST[i % FIRST.length]}${i >= FIRST.length ? ` ${Math.floor(i / FIRST.length) + 1}` : ""}`,
    ),
  );
  places.forEach((l, i) =>
    map.set(
      l,
      `${PLACES[i % PLACES.length]}${i >= PLACES.length ? ` ${Math.floor(i / PLACES.length) + 1}` : ""}`,
    ),
  );
  const keys = [...map.keys()].sort((a, b) => b.length - a.length);
  if (!keys.length) return elementsOf(model);
  const re = new RegExp(`\\b(${keys.map(escapeRegExp).join("|")})\\b`, "giu");
  const rename = (text: string) =>
    text.replace(re, (hit) => {
      const to =
        map.get(hit.toUpperCase()) ??
        [...map.entries()].find(([k]) => k.toLowerCase() === hit.toLowerCase())?.[1] ??
        hit;
      return hit === hit.toUpperCase() ? to : to.charAt(0) + to.slice(1).toLowerCase();
    });
  const parts = mapElements(partsOf(model), (e) => [
    { ...e, text: rename(e.text), ...(e.character ? { character: rename(e.character) } : {}) },
  ]);
  return joinParts(parts);
}

const TITLE: TitlePage = {
  title: "A Draft For Reading",
  authors: ["Pat Writer"],
  extra: {},
  draftDate: "First draft",
};

export const INVARIANCES: Invariance[] = [
  { id: "as-fdx", build: async (m) => ({ bytes: enc(toFdx(elementsOf(m))), fileType: "fdx" }) },
  {
    id: "as-pdf-letter",
    build: async (m) => ({ bytes: await renderScreenplayPdf(m, "letter-courier"), fileType: "pdf" }),
  },
  {
    id: "a4-vs-letter",
    build: async (m) => ({ bytes: await renderScreenplayPdf(m, "a4-plex"), fileType: "pdf", base: "pdf" }),
  },
  {
    id: "renamed",
    build: async (m) => ({ bytes: enc(toFountain(m.titlePage, renamed(m))), fileType: "fountain" }),
  },
  {
    id: "title-page",
    build: async (m) => ({
      bytes: enc(toFountain(m.titlePage ? null : TITLE, elementsOf(m))),
      fileType: "fountain",
    }),
  },
];
