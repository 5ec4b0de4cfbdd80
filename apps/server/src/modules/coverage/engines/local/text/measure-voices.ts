import { wordsOf, type ScriptText } from "./read-text.ts";

/**
 * Voice fingerprints: each principal speaker's dialogue as a vector of word frequencies (function
 * words included: they carry register and rhythm, as in stylometry) plus sentence shape (mean
 * words per sentence, questions, exclamations). Distinctness = cosine distance between a speaker's
 * vector and everybody else's. Because distance also grows with small samples, each speaker is
 * compared with a pseudo-speaker of the same number of speeches drawn evenly from the whole
 * script: the ratio (own distance / pseudo distance) is about 1 when voices are interchangeable.
 */
export interface VoiceMeasures {
  speakers: { name: string; distance: number; baseline: number }[];
  /** Mean own/pseudo distance ratio over the speakers measured; 0 when fewer than two. */
  ratio: number;
  /** The two measured speakers whose fingerprints are closest. */
  closest: [string, string] | null;
}

export const MIN_VOICE_WORDS = 120;
const MAX_VOICES = 8;

type Vec = Map<string, number>;

function vectorOf(texts: string[]): Vec {
  const v: Vec = new Map();
  let sentences = 0;
  let words = 0;
  for (const t of texts) {
    const ws = wordsOf(t);
    words += ws.length;
    for (const w of ws) v.set(w, (v.get(w) ?? 0) + 1);
    sentences += Math.max(1, (t.match(/[.!?]+/g) ?? []).length);
    v.set("§?", (v.get("§?") ?? 0) + (t.match(/\?/g) ?? []).length);
    v.set("§!", (v.get("§!") ?? 0) + (t.match(/!/g) ?? []).length);
  }
  const total = words || 1;
  for (const [k, n] of v) v.set(k, n / total);
  v.set("§len", Math.min(1, words / sentences / 40));
  return v;
}

function cosineDistance(a: Vec, b: Vec): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, x] of a) {
    na += x * x;
    const y = b.get(k);
    if (y) dot += x * y;
  }
  for (const y of b.values()) nb += y * y;
  return na && nb ? 1 - dot / Math.sqrt(na * nb) : 1;
}

/** Speeches i with (i * 7919 + salt) mod n < k: an even, fixed spread of k speeches. */
function spread(n: number, k: number, salt: number): Set<number> {
  const picked = new Set<number>();
  for (let i = 0; i < n && picked.size < k; i++) if ((i * 7919 + salt) % n < k) picked.add(i);
  return picked;
}

export function measureVoices(text: ScriptText): VoiceMeasures {
  const bySpeaker = new Map<string, number[]>();
  text.speeches.forEach((s, i) => bySpeaker.set(s.character, [...(bySpeaker.get(s.character) ?? []), i]));
  const wordCount = (ids: number[]) => ids.reduce((n, i) => n + wordsOf(text.speeches[i]!.text).length, 0);
  const measured = [...bySpeaker.entries()]
    .filter(([, ids]) => wordCount(ids) >= MIN_VOICE_WORDS)
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .slice(0, MAX_VOICES);
  if (measured.length < 2) return { speakers: [], ratio: 0, closest: null };
  const all = text.speeches.map((s) => s.text);
  const split = (ids: Set<number>) => [
    vectorOf(all.filter((_, i) => ids.has(i))),
    vectorOf(all.filter((_, i) => !ids.has(i))),
  ];
  const speakers = measured.map(([name, ids], n) => {
    const [own, rest] = split(new Set(ids));
    const [pseudo, pseudoRest] = split(spread(all.length, ids.length, n * 101 + 13));
    return { name, distance: cosineDistance(own!, rest!), baseline: cosineDistance(pseudo!, pseudoRest!) };
  });
  const ratio = speakers.reduce((s, v) => s + v.distance / Math.max(1e-6, v.baseline), 0) / speakers.length;
  const vecs = measured.map(([, ids]) => vectorOf(ids.map((i) => all[i]!)));
  let closest: [string, string] | null = null;
  let best = Infinity;
  for (let i = 0; i < vecs.length; i++)
    for (let j = i + 1; j < vecs.length; j++) {
      const d = cosineDistance(vecs[i]!, vecs[j]!);
      if (d < best) [best, closest] = [d, [measured[i]![0], measured[j]![0]]];
    }
  return { speakers, ratio, closest };
}
