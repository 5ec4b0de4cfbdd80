import type { CharacterStat, PageShare, SceneStat, Screenplay } from "@twl/screenplay";

import type { CoverageInput } from "../types.ts";
import { formatNorms, type FormatNorms } from "./format.ts";

/**
 * The measured context every scoring rule reads: the statistics, plus the few things the
 * statistics do not keep (each speech's length and parentheticals), plus derived facts (lead,
 * principal cast, positions in the script). Built once per analysis, in one pass over the model.
 */
export interface SpeechInfo {
  character: string;
  /** Index into scenes, null for a speech before the first scene heading. */
  scene: number | null;
  page: number;
  words: number;
  parentheticals: number;
}

export interface Signals {
  input: CoverageInput;
  norms: FormatNorms;
  title: string;
  /** Script pages (the title page is not counted). */
  pages: number;
  scenes: SceneStat[];
  speeches: SpeechInfo[];
  /** Characters who speak at least once, most speeches first. */
  speakers: CharacterStat[];
  /** Speakers with at least PRINCIPAL_SHARE of all speeches (at least the lead, at most 10). */
  principals: CharacterStat[];
  principalNames: Set<string>;
  /** The character with the most speeches. */
  lead: CharacterStat | null;
  totalSpeeches: number;
  pageShares: PageShare[];
  pageTempo: { page: number; value: number }[];
  tempoMean: number;
  tempoSd: number;
}

/** A speaker is part of the principal cast with 5% of the script's speeches or more. */
export const PRINCIPAL_SHARE = 0.05;
const MAX_PRINCIPALS = 10;

const countWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

function collectSpeeches(model: Screenplay): SpeechInfo[] {
  const byId = new Map<number, SpeechInfo>();
  const visit = (scene: number | null, e: Screenplay["preamble"][number]) => {
    if (e.speech === undefined || !e.character) return;
    let s = byId.get(e.speech);
    if (!s) {
      s = { character: e.character, scene, page: e.page, words: 0, parentheticals: 0 };
      byId.set(e.speech, s);
    }
    if (e.kind === "dialogue" || e.kind === "lyrics") s.words += countWords(e.text);
    else if (e.kind === "parenthetical") s.parentheticals++;
  };
  for (const e of model.preamble ?? []) visit(null, e);
  for (const scene of model.scenes ?? []) for (const e of scene.elements ?? []) visit(scene.index, e);
  return [...byId.entries()].sort((a, b) => a[0] - b[0]).map(([, s]) => s);
}

export function measure(input: CoverageInput): Signals {
  const { stats } = input;
  const scenes = stats.scenes?.list ?? [];
  const speakers = (stats.characters ?? []).filter((c) => c.speeches > 0);
  const totalSpeeches = speakers.reduce((n, c) => n + c.speeches, 0);
  const principals = speakers
    .filter((c, i) => i === 0 || c.speeches / totalSpeeches >= PRINCIPAL_SHARE)
    .slice(0, MAX_PRINCIPALS);
  const tempos = scenes.map((s) => s.tempo);
  const tempoMean = mean(tempos);
  const tempoSd = Math.sqrt(mean(tempos.map((t) => (t - tempoMean) ** 2)));
  return {
    input,
    norms: formatNorms(input.screenplayType),
    title: (input.title ?? "").trim() || input.model?.titlePage?.title?.trim() || "Untitled",
    pages: Math.max(0, stats.pages ?? 0),
    scenes,
    speeches: collectSpeeches(input.model),
    speakers,
    principals,
    principalNames: new Set(principals.map((c) => c.name)),
    lead: speakers[0] ?? null,
    totalSpeeches,
    pageShares: stats.dialogue?.perPage ?? [],
    pageTempo: stats.tempo?.perPage ?? [],
    tempoMean,
    tempoSd,
  };
}

export function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

export function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** How far into the script a page starts, 0..1 (p. 1 → 0, p. 31 of 120 → 0.25). */
export function position(sig: Signals, page: number): number {
  return sig.pages > 0 ? Math.min(1, Math.max(0, (page - 1) / sig.pages)) : 0;
}

/** Share of all speeches spoken by a character, 0..1. */
export function speechShare(sig: Signals, c: CharacterStat): number {
  return sig.totalSpeeches ? c.speeches / sig.totalSpeeches : 0;
}

/** Longest run of consecutive items satisfying `test`: [start, end] indexes inclusive, or null. */
export function longestRun<T>(items: T[], test: (t: T) => boolean): [number, number] | null {
  let best: [number, number] | null = null;
  let start = -1;
  items.forEach((item, i) => {
    if (test(item)) {
      if (start < 0) start = i;
      if (!best || i - start > best[1] - best[0]) best = [start, i];
    } else start = -1;
  });
  return best;
}
