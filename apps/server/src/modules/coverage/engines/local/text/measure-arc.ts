import vader from "vader-sentiment";

import type { ScriptText } from "./read-text.ts";

/**
 * The emotional trajectory: VADER's compound sentiment (vader-sentiment, a field lexicon) of every
 * speech and action paragraph, averaged per tenth of the pages and smoothed. Reported: the curve,
 * its lowest and highest tenth, and how many times it turns (changes direction by 0.05 or more),
 * the shape narrative research reads arcs from (rise, fall, fall-rise, rise-fall...).
 */
export interface ArcMeasures {
  tenths: number[];
  turns: number;
  lowest: number;
  highest: number;
  shape: string;
}

const analyzer = vader.SentimentIntensityAnalyzer;

/** At most this many passages are scored per tenth (evenly spread), to keep a feature under a second. */
export const ARC_SAMPLES_PER_TENTH = 12;

export function measureArc(text: ScriptText): ArcMeasures {
  const buckets: string[][] = Array.from({ length: 10 }, () => []);
  const add = (page: number, t: string) => {
    const k = Math.min(9, Math.max(0, Math.floor(((page - 1) / text.pages) * 10)));
    buckets[k]!.push(t);
  };
  text.speeches.forEach((s) => add(s.page, s.text));
  text.actions.forEach((a) => add(a.page, a.text));
  const sums = buckets.map((b) => {
    const step = Math.max(1, b.length / ARC_SAMPLES_PER_TENTH);
    let sum = 0;
    let n = 0;
    for (let i = 0; i < b.length; i += step) {
      sum += analyzer.polarity_scores(b[Math.floor(i)]!.slice(0, 300)).compound;
      n++;
    }
    return n ? sum / n : 0;
  });
  const raw = sums;
  const tenths = raw.map((v, i) => Math.round(((raw[i - 1] ?? v) + 2 * v + (raw[i + 1] ?? v)) * 250) / 1000);
  let turns = 0;
  let dir = 0;
  let anchor = tenths[0] ?? 0;
  for (const v of tenths) {
    const d = v - anchor;
    if (Math.abs(d) < 0.05) continue;
    const nd = Math.sign(d);
    if (dir !== 0 && nd !== dir) turns++;
    dir = nd;
    anchor = v;
  }
  const lowest = tenths.indexOf(Math.min(...tenths));
  const highest = tenths.indexOf(Math.max(...tenths));
  const endRise = (tenths[9] ?? 0) - (tenths[lowest] ?? 0);
  const shape = turns === 0 ? (endRise > 0 ? "rise" : "fall") : lowest < highest ? "fall-rise" : "rise-fall";
  return { tenths, turns, lowest: lowest + 1, highest: highest + 1, shape };
}
