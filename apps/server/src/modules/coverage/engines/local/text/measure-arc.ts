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

export function measureArc(text: ScriptText): ArcMeasures {
  const sums = Array.from({ length: 10 }, () => 0);
  const counts = Array.from({ length: 10 }, () => 0);
  const add = (page: number, t: string) => {
    const k = Math.min(9, Math.max(0, Math.floor(((page - 1) / text.pages) * 10)));
    sums[k]! += analyzer.polarity_scores(t.slice(0, 400)).compound;
    counts[k]!++;
  };
  text.speeches.forEach((s) => add(s.page, s.text));
  text.actions.forEach((a) => add(a.page, a.text));
  const raw = sums.map((s, i) => (counts[i] ? s / counts[i]! : 0));
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
