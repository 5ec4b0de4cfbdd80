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
}

export const MIN_VOICE_SPEECHES = 8;
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
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_VOICES);
  if (measured.length < 2) return { speakers: [], ratio: 0, closest: null };
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
  return { speakers, ratio, closest };
}
