import {
  COVERAGE_CATEGORIES,
  type CategoryComparison,
  type CoverageAnalysis,
  type NoteComparison,
} from "@twl/contract";

import { notesOf, overlap, type ReportNote } from "./coverage-notes.ts";

/**
 * The older report's notes, each marked by the newer analysis: addressed, partly addressed or still
 * open, with the pages of the newer draft that show it; and per category, which measured evidence
 * moved the score.
 */

/** A note scoring this much (of 10) in the newer report counts as fixed (the local engine's "strength"). */
export const ADDRESSED_FROM = 7.5;
/** A note that gained this many points but is not yet fixed is partly addressed. */
export const PARTLY_GAIN = 1;
/** Two notes without the same label are the same note at this word overlap. */
export const SAME_NOTE_OVERLAP = 0.35;

export interface ReportSide {
  analysis: CoverageAnalysis;
  /** The stored analysis as written (for optional fields such as a category's `evidence`). */
  raw: unknown;
}

type Category = (typeof COVERAGE_CATEGORIES)[number];

function notesByCategory(analysis: CoverageAnalysis): Map<Category, ReportNote[]> {
  const map = new Map<Category, ReportNote[]>();
  for (const c of COVERAGE_CATEGORIES) map.set(c, notesOf(c, analysis.detailedFeedback[c].feedback));
  return map;
}

function findCounterpart(note: ReportNote, candidates: ReportNote[]): ReportNote | null {
  const label = note.label.toLowerCase();
  const byLabel = candidates.find((c) => c.label.toLowerCase() === label);
  if (byLabel) return byLabel;
  let best: ReportNote | null = null;
  let bestOverlap = SAME_NOTE_OVERLAP;
  for (const c of candidates) {
    const o = overlap(note.words, c.words);
    if (o >= bestOverlap) [best, bestOverlap] = [c, o];
  }
  return best;
}

function statusOf(note: ReportNote, now: ReportNote | null): Pick<NoteComparison, "status" | "reason"> {
  if (!now) return { status: "addressed", reason: "The newer report no longer raises it." };
  if (now.isStrength) return { status: "addressed", reason: "The newer report lists it as working." };
  if (note.score !== null && now.score !== null) {
    if (now.score >= ADDRESSED_FROM)
      return { status: "addressed", reason: `Now ${now.score}/10, up from ${note.score}/10.` };
    if (now.score - note.score >= PARTLY_GAIN)
      return { status: "partly", reason: `Up from ${note.score}/10 to ${now.score}/10, not yet fixed.` };
    return { status: "open", reason: `Still ${now.score}/10 (was ${note.score}/10).` };
  }
  return { status: "open", reason: "The newer report still raises it." };
}

export function compareNotes(
  before: CoverageAnalysis,
  after: CoverageAnalysis,
  mapPages: (oldPages: number[]) => number[],
): NoteComparison[] {
  const old = notesByCategory(before);
  const now = notesByCategory(after);
  const out: NoteComparison[] = [];
  for (const c of COVERAGE_CATEGORIES)
    for (const note of old.get(c) ?? []) {
      if (note.isStrength) continue;
      const counterpart = findCounterpart(note, now.get(c) ?? []);
      const pages = counterpart?.pages.length ? counterpart.pages : mapPages(note.pages);
      out.push({
        category: c,
        label: note.label,
        text: note.text,
        ...statusOf(note, counterpart),
        scoreBefore: note.score,
        scoreAfter: counterpart?.score ?? null,
        pages,
      });
    }
  return out;
}

interface Evidence {
  label: string;
  value: string;
}

/** A category's optional `evidence` array ({label, value, detail?}), when the report carries one. */
function evidenceOf(raw: unknown, category: Category): Evidence[] | null {
  const list = (raw as { detailedFeedback?: Record<string, { evidence?: unknown }> } | null)
    ?.detailedFeedback?.[category]?.evidence;
  if (!Array.isArray(list)) return null;
  return list
    .filter((e): e is { label: string; value: unknown } => typeof e?.label === "string")
    .map((e) => ({ label: e.label, value: String(e.value ?? "") }));
}

function movedBy(before: ReportSide, after: ReportSide, c: Category): CategoryComparison["movedBy"] {
  const a = evidenceOf(before.raw, c);
  const b = evidenceOf(after.raw, c);
  if (a && b) {
    const labels = [...new Set([...a.map((e) => e.label), ...b.map((e) => e.label)])];
    return labels
      .map((label) => ({
        label,
        before: a.find((e) => e.label === label)?.value ?? null,
        after: b.find((e) => e.label === label)?.value ?? null,
      }))
      .filter((e) => e.before !== e.after);
  }
  // No evidence list: the notes' own measured scores are the evidence.
  const oldNotes = notesOf(c, before.analysis.detailedFeedback[c].feedback).filter((n) => n.score !== null);
  const newNotes = notesOf(c, after.analysis.detailedFeedback[c].feedback).filter((n) => n.score !== null);
  const labels = [...new Set([...oldNotes, ...newNotes].map((n) => n.label))];
  return labels
    .map((label) => {
      const x = oldNotes.find((n) => n.label === label)?.score ?? null;
      const y = newNotes.find((n) => n.label === label)?.score ?? null;
      return { label, x, y };
    })
    .filter((e) => e.x !== e.y)
    .sort((p, q) => Math.abs((q.y ?? 0) - (q.x ?? 0)) - Math.abs((p.y ?? 0) - (p.x ?? 0)))
    .map((e) => ({
      label: e.label,
      before: e.x === null ? null : `${e.x}/10`,
      after: e.y === null ? null : `${e.y}/10`,
    }));
}

export function compareCategories(before: ReportSide, after: ReportSide): CategoryComparison[] {
  return COVERAGE_CATEGORIES.map((c) => {
    const x = before.analysis.detailedFeedback[c].score;
    const y = after.analysis.detailedFeedback[c].score;
    const change = Math.round((y - x) * 10) / 10;
    return {
      category: c,
      before: x,
      after: y,
      change,
      movedBy: change === 0 ? [] : movedBy(before, after, c),
    };
  });
}
