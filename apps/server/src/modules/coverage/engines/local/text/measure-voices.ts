import { wordsOf, type ScriptText } from "./read-text.ts";

/**
 * Voice fingerprints: which words each principal speaker uses, counted by speech (a word is "in"
 * a speech or not). If voices were interchangeable, a speaker who has share S of the speeches
 * would have about share S of the speeches containing any given word; the deviation from S is
 * binomial noise of known size, sqrt(2/π)·sqrt(S(1−S)/n) for a word in n speeches. Distinctness =
 * observed deviation / that expected noise, summed over every word used in 3+ speeches: about 1
 * for interchangeable voices, higher the more each voice owns its words (vocabulary, register,
 * the names it calls people, its verbal tics). The closest pair is the two speakers whose
 * word-use profiles correlate most.
 */
export interface VoiceMeasures {
  speakers: { name: string; ratio: number }[];
  /** Mean distinctness over the speakers measured (1 = interchangeable); 0 when fewer than two. */
  ratio: number;
  closest: [string, string] | null;
  /**
   * Sentence shape and register: for each style feature of a speech (STYLE_FEATURES), the
   * one-way analysis-of-variance F ratio across the measured speakers (between-speaker variance
   * of the means / within-speaker variance). About 1 when the speeches could belong to anyone,
   * higher when each voice has its own length, rhythm and register. `style` is their mean
   * (each F capped at STYLE_CAP so one feature cannot carry it); 0 when fewer than two speakers.
   */
  style: number;
  /** The features whose F ratio is highest: what tells these voices apart most. */
  styleTop: { feature: string; f: number }[];
}

/**
 * What a speech's shape and register look like, one number each: its length (log words), its
 * sentence length, whether it asks or exclaims, how much it contracts, how long its words are,
 * how much it speaks of itself (I, me, my) and to the other (you, your), and whether it trails
 * off or breaks (… or --).
 */
export const STYLE_FEATURES: { id: string; of: (text: string, words: string[]) => number }[] = [
  { id: "speech length", of: (_t, w) => Math.log1p(w.length) },
  {
    id: "sentence length",
    of: (t, w) => w.length / Math.max(1, (t.match(/[.!?]+(?:\s|$)/g) ?? []).length),
  },
  { id: "questions", of: (t) => (t.includes("?") ? 1 : 0) },
  { id: "exclamations", of: (t) => (t.includes("!") ? 1 : 0) },
  { id: "contractions", of: (_t, w) => share(w, (x) => /['’]/.test(x)) },
  { id: "long words", of: (_t, w) => share(w, (x) => x.length >= 7) },
  { id: "self", of: (_t, w) => share(w, (x) => /^(?:i|me|my|mine|myself|i['’]\w+)$/.test(x)) },
  { id: "address", of: (_t, w) => share(w, (x) => /^(?:you|your|yours|yourself|you['’]\w+)$/.test(x)) },
  { id: "broken off", of: (t) => (/(?:\.\.\.|…|--|—)\s*$/.test(t.trim()) ? 1 : 0) },
];

const share = (w: string[], test: (x: string) => boolean) =>
  w.length ? w.filter(test).length / w.length : 0;

export const STYLE_CAP = 8;

/** One-way ANOVA F ratio of `groups` (each a list of values); 1 when the groups cannot be told apart. */
export function fRatio(groups: number[][]): number {
  const all = groups.flat();
  const k = groups.length;
  const n = all.length;
  if (k < 2 || n <= k) return 1;
  const grand = all.reduce((a, b) => a + b, 0) / n;
  let between = 0;
  let within = 0;
  for (const g of groups) {
    const m = g.reduce((a, b) => a + b, 0) / g.length;
    between += g.length * (m - grand) ** 2;
    for (const x of g) within += (x - m) ** 2;
  }
  const msb = between / (k - 1);
  const msw = within / (n - k);
  if (msw <= 1e-12) return msb <= 1e-12 ? 1 : STYLE_CAP;
  return msb / msw;
}

export const MIN_VOICE_SPEECHES = 5;
const MAX_VOICES = 8;
const MIN_WORD_SPEECHES = 3;
const NOISE = Math.sqrt(2 / Math.PI);

export function measureVoices(text: ScriptText): VoiceMeasures {
  const total = text.speeches.length;
  const speechesOf = new Map<string, number>();
  const wordSpeakers = new Map<string, Map<string, number>>();
  const wordTotal = new Map<string, number>();
  for (const s of text.speeches) {
    speechesOf.set(s.character, (speechesOf.get(s.character) ?? 0) + 1);
    for (const w of new Set(wordsOf(s.text))) {
      wordTotal.set(w, (wordTotal.get(w) ?? 0) + 1);
      const by = wordSpeakers.get(w) ?? new Map<string, number>();
      by.set(s.character, (by.get(s.character) ?? 0) + 1);
      wordSpeakers.set(w, by);
    }
  }
  const measured = [...speechesOf.entries()]
    .filter(([, n]) => n >= MIN_VOICE_SPEECHES && n / total <= 0.8)
    .sort((a, b) => b[1] - a[1]) // stable: ties stay in order of first speech
    .slice(0, MAX_VOICES);
  if (measured.length < 2) return { speakers: [], ratio: 0, closest: null, style: 0, styleTop: [] };
  const words = [...wordTotal.entries()].filter(([, n]) => n >= MIN_WORD_SPEECHES);
  const speakers = measured.map(([name, n]) => {
    const share = n / total;
    let observed = 0;
    let expected = 0;
    for (const [w, nw] of words) {
      const own = wordSpeakers.get(w)!.get(name) ?? 0;
      observed += Math.abs(own - share * nw);
      expected += NOISE * Math.sqrt(share * (1 - share) * nw);
    }
    return { name, ratio: expected > 0 ? observed / expected : 0 };
  });
  const ratio = speakers.reduce((s, v) => s + v.ratio, 0) / speakers.length;
  const profile = (name: string, n: number) =>
    words.map(([w, nw]) => (wordSpeakers.get(w)!.get(name) ?? 0) / n - nw / total);
  const profiles = measured.map(([name, n]) => profile(name, n));
  let closest: [string, string] | null = null;
  let best = -Infinity;
  for (let i = 0; i < profiles.length; i++)
    for (let j = i + 1; j < profiles.length; j++) {
      const a = profiles[i]!;
      const b = profiles[j]!;
      let dot = 0;
      let na = 0;
      let nb = 0;
      a.forEach((x, k) => ((dot += x * b[k]!), (na += x * x), (nb += b[k]! * b[k]!)));
      const corr = na && nb ? dot / Math.sqrt(na * nb) : 0;
      if (corr > best) [best, closest] = [corr, [measured[i]![0], measured[j]![0]]];
    }
  const names = new Set(measured.map(([name]) => name));
  const styled = text.speeches
    .filter((s) => names.has(s.character))
    .map((s) => ({ who: s.character, text: s.text, words: wordsOf(s.text) }));
  const fs = STYLE_FEATURES.map(({ id, of }) => {
    const groups = measured.map(([name]) =>
      styled.filter((s) => s.who === name).map((s) => of(s.text, s.words)),
    );
    return { feature: id, f: Math.round(Math.min(STYLE_CAP, fRatio(groups)) * 100) / 100 };
  });
  const style = fs.reduce((a, b) => a + b.f, 0) / fs.length;
  const styleTop = [...fs].sort((a, b) => b.f - a.f || a.feature.localeCompare(b.feature)).slice(0, 3);
  return { speakers, ratio, closest, style, styleTop };
}
