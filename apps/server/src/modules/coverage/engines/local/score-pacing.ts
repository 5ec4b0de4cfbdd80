import type { SceneStat } from "@twl/screenplay";

import { cite, eighths, num, page, pages, percent, plural, sceneName, sceneRef, verb } from "./refs.ts";
import { longestRun, mean, median, type Signals } from "./signals.ts";
import { bandScore, categoryResult, finding, type CategoryResult, type Finding } from "./types.ts";

/**
 * Pacing: the tempo curve (per scene and per page, see TEMPO_FORMULA in @twl/screenplay: short
 * scenes, quick exchanges and one-line action beats play fast) and how scene time is spent.
 *
 * Rules (weight):
 *   tempo (1.5)      half level, half variation: mean scene tempo 10 from 0.5 (−2.5 per 0.1 under),
 *                    spread (standard deviation) 10 from 0.08 (−1.5 per 0.01 under; a flat line is monotone).
 *   slow (2.0)       longest run of slow pages (tempo under min(0.55, median − 0.08)) against the
 *                    format's limit (feature 4 pages): −1 per page over.
 *   overlong (2.0)   scenes longer than the format allows (feature: 3 pages): −1 per overlong scene
 *                    per 100 pages, −0.3 per page beyond the limit.
 *   escalation (1.5) last quarter against the middle half: 7 + 50 × tempo gain + 5 × scene-length
 *                    shrink (climaxes play faster in shorter scenes).
 *   opening (1.0)    first 10% of the pages against the whole: 8 + 40 × tempo difference.
 *   repeats (1.0)    adjacent scenes in the same place at the same time (one scene cut in two):
 *                    −1 per percentage point of scene changes.
 *   rhythm (1.0)     scene-length variation (coefficient of variation) 10 from 0.5 to 1.3,
 *                    −1.5 per 0.1 under (every scene the same length), −0.5 per 0.1 over.
 */
export function scorePacing(sig: Signals): CategoryResult {
  return describePacing(measurePacing(sig));
}

/** What the pacing rules measure: numbers, and the scenes the notes cite. No wording. */
export type PacingMeasure =
  | { empty: true; pages: number; score: number }
  | {
      empty: false;
      tempo: { mean: number; sd: number; fastest: SceneStat; slowest: SceneStat; score: number };
      /** Null with fewer than 3 pages of measured tempo; `run` is null when no page is slow. */
      slow: {
        threshold: number;
        pages: number;
        run: { from: number; to: number; size: number; tempo: number; through: SceneStat[] } | null;
        score: number;
      } | null;
      /** `scenes`: the overlong scenes, longest first; `longest`: the longest scene of all. */
      overlong: { limit: number; scenes: SceneStat[]; share: number; longest: SceneStat; score: number };
      /** Null under 8 scenes. */
      escalation: {
        from: SceneStat;
        lastTempo: number;
        middleTempo: number;
        lastEighths: number;
        middleEighths: number;
        score: number;
      } | null;
      /** Null under 4 scenes or 5 pages. */
      opening: { scenes: SceneStat[]; tempo: number; overall: number; score: number } | null;
      /** Null under 4 scenes. */
      repeats: { scenes: number; pairs: [SceneStat, SceneStat][]; score: number } | null;
      /** Null under 4 scenes. */
      rhythm: { variation: number; meanEighths: number; shortest: SceneStat; score: number } | null;
    };

type Measured = Extract<PacingMeasure, { empty: false }>;

export function measurePacing(sig: Signals): PacingMeasure {
  if (!sig.scenes.length) return { empty: true, pages: sig.pages, score: sig.pages > 0 ? 1.5 : 0 };
  return {
    empty: false,
    tempo: measureTempo(sig),
    slow: measureSlow(sig),
    overlong: measureOverlong(sig),
    escalation: measureEscalation(sig),
    opening: measureOpening(sig),
    repeats: measureRepeats(sig),
    rhythm: measureRhythm(sig),
  };
}

/** The findings, worded from a measure (in rule order). */
export function describePacing(m: PacingMeasure): CategoryResult {
  if (m.empty) {
    return categoryResult("pacing", [
      finding({
        rule: "pacing.none",
        label: "Tempo",
        weight: 1,
        score: m.score,
        observation: `Without scenes${m.pages ? ` (${pages(1, m.pages)})` : ""} there is no tempo curve to measure.`,
        fix: "Break the script into scenes; pacing is felt in how long each scene holds and how fast the next one comes.",
      }),
    ]);
  }
  const findings = [
    describeTempo(m.tempo),
    m.slow && describeSlow(m.slow),
    describeOverlong(m.overlong),
    m.escalation && describeEscalation(m.escalation),
    m.opening && describeOpening(m.opening),
    m.repeats && describeRepeats(m.repeats),
    m.rhythm && describeRhythm(m.rhythm),
  ];
  return categoryResult(
    "pacing",
    findings.filter((f): f is Finding => f !== null),
  );
}

function extremes(sig: Signals): { fastest: SceneStat; slowest: SceneStat } {
  let fastest = sig.scenes[0]!;
  let slowest = sig.scenes[0]!;
  for (const s of sig.scenes) {
    if (s.tempo > fastest.tempo) fastest = s;
    if (s.tempo < slowest.tempo) slowest = s;
  }
  return { fastest, slowest };
}

function measureTempo(sig: Signals): Measured["tempo"] {
  const level = bandScore(sig.tempoMean, 0.5, 1, 25, 0);
  const variation = bandScore(sig.tempoSd, 0.08, 1, 150, 0);
  return { mean: sig.tempoMean, sd: sig.tempoSd, ...extremes(sig), score: (level + variation) / 2 };
}

function describeTempo({ mean: tempoMean, sd, fastest, slowest, score }: Measured["tempo"]): Finding {
  return finding({
    rule: "pacing.tempo",
    label: "Tempo",
    weight: 1.5,
    score,
    observation: `Scene tempo averages ${num(tempoMean, 2)} (0 slow, 1 fast) with a spread of ${num(sd, 2)}. Fastest: ${sceneRef(fastest)} at ${num(fastest.tempo, 2)}; slowest: ${sceneRef(slowest)} at ${num(slowest.tempo, 2)}.`,
    fix:
      tempoMean < 0.5
        ? "The script plays slow throughout: long scenes, long speeches and thick action paragraphs. Trim scene entrances and exits and break action into one-line beats."
        : "The tempo barely changes from scene to scene: vary it — a run of short, sharp scenes against a long one that lets a confrontation breathe.",
  });
}

function measureSlow(sig: Signals): Measured["slow"] {
  const list = sig.pageTempo.filter((p) => p.value > 0);
  if (list.length < 3) return null;
  const threshold = Math.min(0.55, median(list.map((p) => p.value)) - 0.08);
  const run = longestRun(list, (p) => p.value < threshold);
  const limit = sig.norms.slowRunPages;
  if (!run) return { threshold, pages: sig.pages, run: null, score: 10 };
  const from = list[run[0]]!.page;
  const to = list[run[1]]!.page;
  const size = to - from + 1;
  const through = sig.scenes.filter((s) => s.startPage >= from && s.startPage <= to).slice(0, 3);
  const tempo = mean(list.slice(run[0], run[1] + 1).map((p) => p.value));
  return {
    threshold,
    pages: sig.pages,
    run: { from, to, size, tempo, through },
    score: bandScore(size, 0, limit, 0, 1),
  };
}

function describeSlow({ threshold, pages: total, run, score }: NonNullable<Measured["slow"]>): Finding {
  if (!run) {
    return finding({
      rule: "pacing.slow",
      label: "Slow stretches",
      weight: 2,
      score,
      observation: `No page drops below tempo ${num(threshold, 2)}; there is no slow stretch anywhere in ${pages(1, total)}.`,
    });
  }
  const { from, to, size } = run;
  const through = run.through.length ? `, through ${run.through.map((s) => sceneName(s)).join(", ")}` : "";
  return finding({
    rule: "pacing.slow",
    label: "Slow stretches",
    weight: 2,
    score,
    observation: `The slowest stretch is ${pages(from, to)} (${plural(size, "page")} at tempo ${num(run.tempo, 2)}, under ${num(threshold, 2)})${through}.`,
    fix: `Tighten ${pages(from, to)}: cut the scene entrances, trim speeches to their turn, and break dense action paragraphs, or intercut this stretch with a faster thread.`,
  });
}

function measureOverlong(sig: Signals): Measured["overlong"] {
  const limit = sig.norms.overlongEighths;
  const list = sig.scenes
    .filter((s) => s.lengthEighths > limit)
    .sort((a, b) => b.lengthEighths - a.lengthEighths || a.index - b.index);
  let longest = sig.scenes[0]!;
  for (const s of sig.scenes) if (s.lengthEighths > longest.lengthEighths) longest = s;
  if (!list.length) return { limit, scenes: list, share: 0, longest, score: 10 };
  const rate = (list.length / Math.max(1, sig.pages)) * 100;
  const excessPages = list.reduce((n, s) => n + (s.lengthEighths - limit) / 8, 0);
  const share =
    list.reduce((n, s) => n + s.lengthEighths, 0) / Math.max(1, sig.input.stats.scenes?.totalEighths ?? 0);
  return { limit, scenes: list, share, longest, score: 10 - rate - 0.3 * excessPages };
}

function describeOverlong({ limit, scenes: list, share, longest, score }: Measured["overlong"]): Finding {
  if (!list.length) {
    return finding({
      rule: "pacing.overlong",
      label: "Scene length",
      weight: 2,
      score,
      observation: `No scene runs past ${eighths(limit)}; the longest is ${sceneRef(longest)} at ${eighths(longest.lengthEighths)}.`,
    });
  }
  return finding({
    rule: "pacing.overlong",
    label: "Scene length",
    weight: 2,
    score,
    observation: `${plural(list.length, "scene")} run past ${eighths(limit)} (${percent(share)} of the script): ${list
      .slice(0, 4)
      .map((s) => `${sceneRef(s)}, ${eighths(s.lengthEighths)}`)
      .join("; ")}${list.length > 4 ? "; ..." : ""}.`,
    fix: `Cut ${cite(list[0]!)} to its turn: start later, end on the change, and split it if it holds two beats.`,
  });
}

function measureEscalation(sig: Signals): Measured["escalation"] {
  const n = sig.scenes.length;
  if (n < 8) return null;
  const middle = sig.scenes.slice(Math.floor(n * 0.25), Math.floor(n * 0.75));
  const last = sig.scenes.slice(Math.floor(n * 0.75));
  const gain = mean(last.map((s) => s.tempo)) - mean(middle.map((s) => s.tempo));
  const lenMiddle = mean(middle.map((s) => s.lengthEighths));
  const lenLast = mean(last.map((s) => s.lengthEighths));
  const shrink = lenMiddle > 0 ? 1 - lenLast / lenMiddle : 0;
  return {
    from: last[0]!,
    lastTempo: mean(last.map((s) => s.tempo)),
    middleTempo: mean(middle.map((s) => s.tempo)),
    lastEighths: lenLast,
    middleEighths: lenMiddle,
    score: 7 + 50 * gain + 5 * shrink,
  };
}

function describeEscalation({
  from,
  lastTempo,
  middleTempo,
  lastEighths,
  middleEighths,
  score,
}: NonNullable<Measured["escalation"]>): Finding {
  return finding({
    rule: "pacing.escalation",
    label: "Escalation",
    weight: 1.5,
    score,
    observation: `The last quarter (from ${sceneRef(from)}) plays at tempo ${num(lastTempo, 2)} against ${num(middleTempo, 2)} in the middle half, in scenes averaging ${eighths(Math.round(lastEighths))} against ${eighths(Math.round(middleEighths))}.`,
    fix: `The ending doesn't accelerate. From ${page(from.startPage)} on, shorten scenes and quicken exchanges so the climax plays faster than the middle.`,
  });
}

function measureOpening(sig: Signals): Measured["opening"] {
  if (sig.scenes.length < 4 || sig.pages < 5) return null;
  const limit = Math.max(1, sig.pages * 0.1);
  let first = sig.scenes.filter((s) => s.startPage <= limit);
  if (first.length < 2) first = sig.scenes.slice(0, 2);
  const t = mean(first.map((s) => s.tempo));
  const diff = t - sig.tempoMean;
  return { scenes: first, tempo: t, overall: sig.tempoMean, score: 8 + 40 * diff };
}

function describeOpening({
  scenes: first,
  tempo: t,
  overall,
  score,
}: NonNullable<Measured["opening"]>): Finding {
  return finding({
    rule: "pacing.opening",
    label: "Opening pages",
    weight: 1,
    score,
    observation: `The first ${plural(first.length, "scene")} (${pages(1, first[first.length - 1]!.startPage)}, from ${sceneRef(first[0]!)}) play at tempo ${num(t, 2)} against ${num(overall, 2)} overall.`,
    fix: `The opening is slower than the script around it, and the first pages decide whether a reader goes on. Start later in the first scene and get to the first conflict sooner.`,
  });
}

function measureRepeats(sig: Signals): Measured["repeats"] {
  const n = sig.scenes.length;
  if (n < 4) return null;
  const pairs: [SceneStat, SceneStat][] = [];
  for (let i = 1; i < n; i++) {
    const a = sig.scenes[i - 1]!;
    const b = sig.scenes[i]!;
    const sameTime = a.timeOfDay === b.timeOfDay || /CONTINUOUS|SAME/i.test(b.timeOfDay ?? "");
    if (a.location && a.location === b.location && a.intExt === b.intExt && sameTime) pairs.push([a, b]);
  }
  const rate = (pairs.length / (n - 1)) * 100;
  return { scenes: n, pairs, score: pairs.length ? 10 - rate : 10 };
}

function describeRepeats({ scenes: n, pairs, score }: NonNullable<Measured["repeats"]>): Finding {
  if (!pairs.length) {
    return finding({
      rule: "pacing.repeats",
      label: "Scene cuts",
      weight: 1,
      score,
      observation: `Every cut moves the story somewhere or somewhen new: no two adjacent scenes share a place and time (${plural(n, "scene")} from ${page(1)}).`,
    });
  }
  return finding({
    rule: "pacing.repeats",
    label: "Scene cuts",
    weight: 1,
    score,
    observation: `${plural(pairs.length, "cut")} ${verb(pairs.length, "stays", "stay")} in the same place at the same time, e.g. ${pairs
      .slice(0, 3)
      .map(([a, b]) => `${sceneRef(a)} into ${sceneName(b)}`)
      .join("; ")}.`,
    fix: "A cut that goes nowhere is one scene cut in two: merge them, or move one so the cut carries a change of place or time.",
  });
}

function measureRhythm(sig: Signals): Measured["rhythm"] {
  const lengths = sig.scenes.map((s) => s.lengthEighths);
  if (lengths.length < 4) return null;
  const m = mean(lengths);
  const cv = m > 0 ? Math.sqrt(mean(lengths.map((x) => (x - m) ** 2))) / m : 0;
  let shortest = sig.scenes[0]!;
  for (const s of sig.scenes) if (s.lengthEighths < shortest.lengthEighths) shortest = s;
  return { variation: cv, meanEighths: m, shortest, score: bandScore(cv, 0.5, 1.3, 15, 5) };
}

function describeRhythm({
  variation: cv,
  meanEighths: m,
  shortest,
  score,
}: NonNullable<Measured["rhythm"]>): Finding {
  return finding({
    rule: "pacing.rhythm",
    label: "Scene rhythm",
    weight: 1,
    score,
    observation: `Scene lengths vary by ${percent(cv)} around their mean of ${eighths(Math.round(m))}; the shortest is ${sceneRef(shortest)} at ${eighths(shortest.lengthEighths)}.`,
    fix:
      cv < 0.5
        ? "Every scene runs about the same length, which reads as a metronome. Let a key confrontation run long and cut transitional scenes to a few lines."
        : "Scene lengths swing wildly; check that the longest scenes earn their length.",
  });
}
