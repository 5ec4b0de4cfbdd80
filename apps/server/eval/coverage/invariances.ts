/**
 * Changes that must NOT move a score (by more than 0.3 per category): the same script as Fountain,
 * FDX and PDF, A4 versus US letter, characters and places renamed consistently, a title page
 * added or removed. Each yields the bytes an upload would carry.
 */
import { renderScreenplayPdf, type Screenplay, type TitlePage } from "@twl/screenplay";

import type { FileType } from "../../src/modules/coverage/cover-screenplay-file.ts";
import { renamed } from "./rename.ts";
import { joinParts, partsOf } from "./script-parts.ts";
import { toFdx, toFountain } from "./writers.ts";

export interface Invariance {
  id: string;
  /** Bytes of the variant, built from the original (the Fountain round trip). */
  build: (model: Screenplay) => Promise<{ bytes: Uint8Array; fileType: FileType; base?: "pdf" }>;
}

const enc = (s: string) => new TextEncoder().encode(s);
const elementsOf = (m: Screenplay) => joinParts(partsOf(m));

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
