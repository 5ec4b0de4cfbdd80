import {
  ACT_MARKER,
  FORMAT_NOUNS,
  inferFormat,
  judgeFormat,
  TEASER_MARKER,
  type FormatClues,
  type ReportFormatCheck,
} from "@twl/contract";
import type { Screenplay } from "@twl/screenplay";

import type { CoverageInput } from "../types.ts";

const MARKER_KINDS = new Set(["scene_heading", "action", "transition", "centered", "section", "shot"]);

/** Page count, act-out / teaser markers and title page, measured from the parse. */
export function formatClues(model: Screenplay, pages: number): FormatClues {
  let actMarkers = 0;
  let teaserMarkers = 0;
  const elements = [...(model.preamble ?? []), ...(model.scenes ?? []).flatMap((s) => s.elements ?? [])];
  for (const e of elements) {
    if (!MARKER_KINDS.has(e.kind)) continue;
    const line = e.text.split("\n")[0] ?? "";
    if (ACT_MARKER.test(line)) actMarkers++;
    else if (TEASER_MARKER.test(line)) teaserMarkers++;
  }
  return { pages: Math.max(0, pages), actMarkers, teaserMarkers, hasTitlePage: model.titlePage !== null };
}

/**
 * The input with the norms of what the script is: a 13-page "feature" is judged as a short (no act
 * breaks expected at pp. 3, 6 and 9). The declared type is kept in `declaredType` for the report.
 */
export function judgeAsWhatItIs(input: CoverageInput): CoverageInput {
  const declared = input.declaredType ?? input.screenplayType;
  const judged = judgeFormat(declared, formatClues(input.model, input.stats.pages ?? 0));
  return { ...input, screenplayType: judged, declaredType: declared };
}

/** The report's format section: declared, inferred, judged-as, and a note when they disagree. */
export function formatCheck(input: CoverageInput): ReportFormatCheck {
  const declared = input.declaredType ?? input.screenplayType;
  const clues = formatClues(input.model, input.stats.pages ?? 0);
  const { format: inferred, reasons } = inferFormat(clues);
  const judgedAs = judgeFormat(declared, clues);
  const note =
    judgedAs === declared
      ? null
      : `Submitted as a ${FORMAT_NOUNS[declared]}, but ${clues.pages} pages (${reasons.slice(1).join(", ")}) read as a ${FORMAT_NOUNS[judgedAs]}: this report applies ${FORMAT_NOUNS[judgedAs]} norms. Change the type on the script page if that is wrong.`;
  return { declared, inferred, judgedAs, pages: clues.pages, reasons, note };
}
