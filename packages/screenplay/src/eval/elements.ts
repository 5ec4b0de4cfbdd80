/**
 * Element-level evaluation of a parsed model against a truth model that may have been laid out by
 * a different tool (so pages and lines do not correspond). Printed elements of both models are
 * aligned with a longest common subsequence on their normalised text; a truth element counts as
 * correct when an aligned parsed element has the same text and kind.
 *
 *   element accuracy = correct / max(truth elements, parsed elements)
 *
 * so merged, split, dropped and invented elements all count against the parser. Also reported:
 * scene count, character recall and precision (names that speak), and the dialogue-block error
 * (|parsed speeches − truth speeches| / truth speeches).
 */
import type { ElementKind, Screenplay, ScriptElement } from "../model.ts";
import { characterKey } from "../text.ts";

const SILENT = new Set<ElementKind>(["section", "synopsis", "note", "page_break"]);

export interface ElementScore {
  truthElements: number;
  parsedElements: number;
  correct: number;
  accuracy: number;
  scenes: { truth: number; parsed: number; exact: boolean };
  characters: { truth: number; parsed: number; recall: number; precision: number };
  speeches: { truth: number; parsed: number; blockError: number };
  /** "truthKind→parsedKind" counts for aligned elements whose kinds differ. */
  confusions: Record<string, number>;
  /**
   * Confusion matrix: "truthKind→parsedKind" for every aligned pair (the diagonal included),
   * "truthKind→∅" for truth elements without a partner and "∅→parsedKind" for invented ones.
   */
  matrix: Record<string, number>;
  /** Truth elements without an aligned parsed element (their text was split, merged or lost). */
  unmatched: number;
  examples: string[];
  /** Only when a ledger of checked truth errors was given (see HandChecked). */
  handChecked?: {
    accuracy: number;
    excusedTruth: number;
    excusedParsed: number;
    /** The truth's scene count as corrected by the ledger (the truth's own when it lists none). */
    scenes: { truth: number; parsed: number; exact: boolean };
  };
}

/**
 * A ledger of truth errors checked by hand: which truth elements are known to be wrong, and after
 * which truth elements the truth leaves out text that the document prints.
 */
export interface HandChecked {
  /** The truth element is wrong as typed (a running head typed in, words run together ...). */
  wrong: (truth: ScriptElement) => boolean;
  /** The truth leaves out printed text right after this truth element (undefined: at the start). */
  missingAfter: (truth: ScriptElement | undefined) => boolean;
  /**
   * The document's scene count where the truth's is checked to be wrong (headings forced onto
   * lines the document prints as action, headings typed as another kind or left out).
   */
  scenes?: number;
}

/** Normalised comparison text: spacing, quotes and dashes unified, case kept. */
export function normalizeElementText(text: string): string {
  // Spacing before punctuation is the renderer's (a removed [[note]] can leave "Action . Action."),
  // not a parsing decision.
  return text
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:!?])/g, "$1")
    .trim();
}

function printed(model: Screenplay): ScriptElement[] {
  return [...model.preamble, ...model.scenes.flatMap((s) => s.elements)].filter(
    (e) => !SILENT.has(e.kind) && normalizeElementText(e.text) !== "",
  );
}

function keyOf(e: ScriptElement): string {
  // A cue is compared by name and extensions as printed, without the automatic (CONT'D).
  const t = normalizeElementText(e.text);
  return e.kind === "character"
    ? t.replace(/\s*\((CONT'D|CONT'D\.|CONTD|CONT\.|CONTINUED)\)\s*/gi, " ").trim()
    : t;
}

/** LCS alignment of two key sequences; returns index pairs. */
function align(a: string[], b: string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  const dp = new Uint32Array((n + 1) * (m + 1));
  const w = m + 1;
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      dp[i * w + j] =
        a[i] === b[j] ? dp[(i + 1) * w + j + 1]! + 1 : Math.max(dp[(i + 1) * w + j]!, dp[i * w + j + 1]!);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (dp[(i + 1) * w + j]! >= dp[i * w + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

function speakers(model: Screenplay): Set<string> {
  return new Set(model.characters.filter((c) => c.speeches > 0).map((c) => characterKey(c.name)));
}

/**
 * The misses in runs ("hunks" between two correct pairs, in alignment order): each run's truth and
 * parsed elements. A run is excused when every truth element in it is in the ledger as wrong, or,
 * holding no truth element, when the ledger says the truth leaves text out at that place. The
 * hand-checked accuracy leaves excused runs out on both sides: correct / max(truth, parsed left).
 */
function handCheckedScore(
  a: ScriptElement[],
  b: ScriptElement[],
  pairs: [number, number][],
  correct: number,
  ledger: HandChecked,
): Omit<NonNullable<ElementScore["handChecked"]>, "scenes"> {
  let excusedTruth = 0;
  let excusedParsed = 0;
  let runTruth: number[] = [];
  let runParsed = 0;
  // The truth element of the last correct pair (the place of a run without truth elements).
  let anchor: ScriptElement | undefined;
  const close = () => {
    const excused =
      runTruth.length > 0
        ? runTruth.every((t) => ledger.wrong(a[t]!))
        : runParsed > 0 && ledger.missingAfter(anchor);
    if (excused) {
      excusedTruth += runTruth.length;
      excusedParsed += runParsed;
    }
    runTruth = [];
    runParsed = 0;
  };
  let i = 0;
  let j = 0;
  for (const [pi, pj] of pairs) {
    for (; i < pi; i++) runTruth.push(i);
    runParsed += pj - j;
    if (a[pi]!.kind === b[pj]!.kind) {
      close();
      anchor = a[pi];
    } else {
      runTruth.push(pi);
      runParsed++;
    }
    i = pi + 1;
    j = pj + 1;
  }
  for (; i < a.length; i++) runTruth.push(i);
  runParsed += b.length - j;
  close();
  const left = Math.max(1, a.length - excusedTruth, b.length - excusedParsed);
  return { accuracy: correct / left, excusedTruth, excusedParsed };
}

export function elementAccuracy(truth: Screenplay, parsed: Screenplay, ledger?: HandChecked): ElementScore {
  const a = printed(truth);
  const b = printed(parsed);
  const pairs = align(a.map(keyOf), b.map(keyOf));
  const confusions: Record<string, number> = {};
  const examples: string[] = [];
  const matrix: Record<string, number> = {};
  const count = (key: string) => (matrix[key] = (matrix[key] ?? 0) + 1);
  let correct = 0;
  for (const [i, j] of pairs) {
    const k1 = a[i]!.kind;
    const k2 = b[j]!.kind;
    count(`${k1}→${k2}`);
    if (k1 === k2) correct++;
    else {
      const key = `${k1}→${k2}`;
      confusions[key] = (confusions[key] ?? 0) + 1;
      if (examples.length < Number(process.env.TWL_EVAL_EXAMPLES ?? 12))
        examples.push(`${key}: "${normalizeElementText(a[i]!.text).slice(0, 70)}"`);
    }
  }
  const matchedTruth = new Set(pairs.map(([i]) => i));
  const lost = a.filter((_, i) => !matchedTruth.has(i));
  for (const e of lost) count(`${e.kind}→∅`);
  const matchedParsed = new Set(pairs.map(([, j]) => j));
  b.forEach((e, j) => matchedParsed.has(j) || count(`∅→${e.kind}`));
  const limit = Number(process.env.TWL_EVAL_EXAMPLES ?? 12);
  for (const e of lost.slice(0, Math.max(0, limit - examples.length)))
    examples.push(`unmatched ${e.kind}: "${normalizeElementText(e.text).slice(0, 70)}"`);

  const ts = speakers(truth);
  const ps = speakers(parsed);
  const both = [...ts].filter((n) => ps.has(n)).length;
  const tSpeeches = truth.characters.reduce((n, c) => n + c.speeches, 0);
  const pSpeeches = parsed.characters.reduce((n, c) => n + c.speeches, 0);
  return {
    truthElements: a.length,
    parsedElements: b.length,
    correct,
    accuracy: correct / Math.max(1, a.length, b.length),
    scenes: {
      truth: truth.scenes.length,
      parsed: parsed.scenes.length,
      exact: truth.scenes.length === parsed.scenes.length,
    },
    characters: {
      truth: ts.size,
      parsed: ps.size,
      recall: ts.size ? both / ts.size : 1,
      precision: ps.size ? both / ps.size : 1,
    },
    speeches: {
      truth: tSpeeches,
      parsed: pSpeeches,
      blockError: tSpeeches ? Math.abs(pSpeeches - tSpeeches) / tSpeeches : 0,
    },
    confusions,
    matrix,
    unmatched: lost.length,
    examples,
    ...(ledger
      ? {
          handChecked: {
            ...handCheckedScore(a, b, pairs, correct, ledger),
            scenes: {
              truth: ledger.scenes ?? truth.scenes.length,
              parsed: parsed.scenes.length,
              exact: (ledger.scenes ?? truth.scenes.length) === parsed.scenes.length,
            },
          },
        }
      : {}),
  };
}
