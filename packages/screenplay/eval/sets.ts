/**
 * The real-world evaluation sets: which Fountain sources are rendered, by which tool, with which
 * options. Truth is always the Fountain source; the PDFs are rendered by tools that are not ours.
 * See eval/README.md for sources and licences.
 */
import { STRESS_SCRIPTS, stressName } from "./stress-scripts.ts";

export interface EvalSource {
  /** File name without extension. */
  name: string;
  /** Path relative to packages/screenplay. */
  path: string;
  /** Scripts are summarised per group: written scripts, or generated stress scripts. */
  group: "scripts" | "stress";
}

const SHAPES = ["talky", "tiny", "silent", "noheadings", "french", "monologue", "transitions", "actiononly"];

export const EVAL_SOURCES: EvalSource[] = [
  ...["feature", "pilot", "short", "dual", "numbered", "title-page"].map((n) => ({
    name: n,
    path: `corpus/${n}.fountain`,
    group: "scripts" as const,
  })),
  { name: "night-shift", path: "eval/sources/night-shift.fountain", group: "scripts" },
  { name: "aw-client", path: "eval/sources/aw-client.fountain", group: "scripts" },
  // Unusual shapes that once broke the geometry: all dialogue, one page, no headings, all action…
  ...SHAPES.map((n) => ({
    name: `shape-${n}`,
    path: `eval/sources/shapes/shape-${n}.fountain`,
    group: "stress" as const,
  })),
  ...Array.from({ length: STRESS_SCRIPTS }, (_, i) => ({
    name: stressName(i + 1),
    path: `eval/sources/stress/${stressName(i + 1)}.fountain`,
    group: "stress" as const,
  })),
];

export interface AfterwritingSet {
  /** Folder under eval/pdf/. */
  name: string;
  description: string;
  /** afterwriting config (its settings.js names). */
  config: Record<string, unknown>;
}

/** afterwriting 1.17.3 (pdfkit): three option sets covering its common options. */
export const AFTERWRITING_SETS: AfterwritingSet[] = [
  {
    name: "afterwriting-a4-default",
    description: "afterwriting, A4 defaults (title page, page numbers, (MORE)/(CONT'D))",
    config: { print_profile: "a4" },
  },
  {
    name: "afterwriting-letter-numbered",
    description: "afterwriting, US letter, scene numbers both sides, CONTINUED top and bottom, bold headings",
    config: {
      print_profile: "usletter",
      scenes_numbers: "both",
      scene_continuation_top: true,
      scene_continuation_bottom: true,
      embolden_scene_headers: true,
    },
  },
  {
    name: "afterwriting-a4-header",
    description:
      "afterwriting, A4, running header and footer, left scene numbers, underlined headings, double space between scenes",
    config: {
      print_profile: "a4",
      print_header: "BLUE REVISION - 03/04/2025",
      print_footer: "Property of The White List evaluation corpus",
      scenes_numbers: "left",
      underline_scene_headers: true,
      double_space_between_scenes: true,
    },
  },
];
