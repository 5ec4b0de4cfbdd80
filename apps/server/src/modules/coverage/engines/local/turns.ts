import type { SceneStat } from "@twl/screenplay";

import { mean, median, position, type Signals } from "./signals.ts";

/**
 * Turning points, measured: at every scene boundary, how much the script changes from the few
 * scenes before to the few scenes after it. Three measured shifts, each scaled by its largest value
 * in the script, are combined:
 *   strength = 0.40 × tempo shift (|mean tempo after − mean tempo before|)
 *            + 0.35 × cast shift  (1 − Jaccard overlap of who speaks before and after)
 *            + 0.25 × new ground  (share of the following scenes at locations never seen before)
 * The window is 4% of the scenes (2 to 8 scenes). A turn's prominence is its strength over the
 * median boundary strength: ordinary scene-to-scene change is about 1, a real turn stands out.
 */
export interface Turn {
  /** The scene that opens the new movement. */
  scene: SceneStat;
  position: number;
  strength: number;
  prominence: number;
  /** Mean tempo after minus mean tempo before (signed). */
  tempoShift: number;
  castShift: number;
  newGround: number;
}

export interface ActBreak {
  /** 0.25, 0.5 or 0.75 of the runtime. */
  target: number;
  label: string;
  turn: Turn | null;
  /** 0-10: a prominent turn close to the mark scores high. */
  score: number;
}

/** Below this many scenes there is nothing to measure turns against. */
export const MIN_SCENES_FOR_TURNS = 8;
const WINDOW = 0.08;

export function measureTurns(sig: Signals): Turn[] {
  const scenes = sig.scenes;
  const n = scenes.length;
  if (n < MIN_SCENES_FOR_TURNS || sig.pages < 1) return [];
  const w = Math.min(8, Math.max(2, Math.round(n * 0.04)));
  const raw: { i: number; t: number; c: number; l: number }[] = [];
  const seen = new Set<string>();
  const firstSeenAt = new Map<string, number>();
  scenes.forEach((s, i) => {
    if (!seen.has(s.location)) {
      seen.add(s.location);
      firstSeenAt.set(s.location, i);
    }
  });
  for (let i = w; i <= n - w; i++) {
    const before = scenes.slice(i - w, i);
    const after = scenes.slice(i, i + w);
    const t = mean(after.map((s) => s.tempo)) - mean(before.map((s) => s.tempo));
    const a = new Set(before.flatMap((s) => s.speakers));
    const b = new Set(after.flatMap((s) => s.speakers));
    const union = new Set([...a, ...b]).size;
    const common = [...a].filter((x) => b.has(x)).length;
    const c = union ? 1 - common / union : 0;
    const l = after.filter((s) => (firstSeenAt.get(s.location) ?? 0) >= i).length / w;
    raw.push({ i, t, c, l });
  }
  const mt = raw.reduce((m, r) => Math.max(m, Math.abs(r.t)), 0);
  const mc = raw.reduce((m, r) => Math.max(m, r.c), 0);
  const ml = raw.reduce((m, r) => Math.max(m, r.l), 0);
  const strengths = raw.map(
    (r) => 0.4 * (mt ? Math.abs(r.t) / mt : 0) + 0.35 * (mc ? r.c / mc : 0) + 0.25 * (ml ? r.l / ml : 0),
  );
  const typical = median(strengths);
  return raw.map((r, k) => {
    const scene = scenes[r.i]!;
    const strength = strengths[k]!;
    return {
      scene,
      position: position(sig, scene.startPage),
      strength,
      prominence: typical > 0 ? strength / typical : strength > 0 ? 3 : 0,
      tempoShift: r.t,
      castShift: r.c,
      newGround: r.l,
    };
  });
}

/**
 * Act breaks: for each mark (25%, 50%, 75% of the pages) the most prominent turn within ±8% of it,
 * discounted by its distance from the mark. Score = 10 × prominence ramp (1.0 → 0, 2.2 → 1)
 * × (1 − 0.4 × distance / 8%). No turn in the window scores 0.
 */
export function findActBreaks(sig: Signals, turns: Turn[]): ActBreak[] {
  const marks: [number, string][] = [
    [0.25, "first act break"],
    [0.5, "midpoint"],
    [0.75, "second act break"],
  ];
  return marks.map(([target, label]) => {
    let best: Turn | null = null;
    let bestValue = -1;
    for (const t of turns) {
      const d = Math.abs(t.position - target);
      if (d > WINDOW) continue;
      const value = t.prominence * (1 - (0.4 * d) / WINDOW);
      if (value > bestValue) {
        best = t;
        bestValue = value;
      }
    }
    const score = best
      ? 10 *
        Math.min(1, Math.max(0, (best.prominence - 1) / 1.2)) *
        (1 - (0.4 * Math.abs(best.position - target)) / WINDOW)
      : 0;
    return { target, label, turn: best, score };
  });
}

/** What changed at a turn, in words: "the tempo rises, the cast changes, new locations open up". */
export function describeTurn(turn: Turn, tempoSd: number): string {
  const parts: string[] = [];
  const big = Math.max(0.02, tempoSd * 0.5);
  if (turn.tempoShift >= big) parts.push("the tempo picks up");
  else if (turn.tempoShift <= -big) parts.push("the tempo drops");
  if (turn.castShift >= 0.5) parts.push("the speaking cast changes");
  if (turn.newGround > 0) parts.push("the story moves to new locations");
  return parts.length ? parts.join(", ") : "the shift is mild";
}
