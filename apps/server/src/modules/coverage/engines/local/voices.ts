import type { Screenplay } from "@twl/screenplay";

/**
 * Voice distinctness, measured on the words characters use (dialogue and lyrics, lower-cased,
 * three letters or more, common function words left out).
 *
 *   similarity: mean cosine similarity of the word-frequency vectors of every pair of voiced
 *               characters (0 = no shared vocabulary, 1 = the same). Hand-written characters
 *               share little beyond the story's nouns; interchangeable lines score high.
 *   signature:  a character's own words — used 3+ times, and 60%+ of all uses in the script are
 *               theirs. A distinct voice has a few; a generic one has none.
 */
export interface VoiceProfile {
  name: string;
  words: number;
  signature: string[];
}

export interface Voices {
  profiles: VoiceProfile[];
  /** Mean pairwise cosine similarity, 0..1; 0 with fewer than two voiced characters. */
  similarity: number;
  /** The most similar pair, with its similarity. */
  closest: { a: string; b: string; similarity: number } | null;
}

/** A character needs this many counted words for a voice to be measured. */
export const MIN_VOICE_WORDS = 150;

const STOP = new Set(
  (
    "the and but for nor yet are was were been being its it's this that these those you your yours he's she's " +
    "we're they're i'm i've i'll i'd you're you've you'll you'd him her hers his our ours their theirs them they " +
    "she what who whom how why when where there here then than have has had having get got gets getting going " +
    "know about into onto over under all any one ones like just not don't can't won't didn't doesn't isn't aren't " +
    "wasn't weren't can could would should will shall may might must did does doing done with from off out too very " +
    "also some more most much many well yes yeah okay now let's let"
  ).split(" "),
);

const WORD = /[\p{L}][\p{L}'’]*/gu;

export function measureVoices(model: Screenplay, candidates: string[]): Voices {
  const wanted = new Set(candidates);
  const counts = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  const visit = (e: Screenplay["preamble"][number]) => {
    if ((e.kind !== "dialogue" && e.kind !== "lyrics") || !e.character) return;
    let mine = counts.get(e.character);
    if (!mine) counts.set(e.character, (mine = new Map()));
    for (const raw of e.text.toLowerCase().match(WORD) ?? []) {
      const w = raw.replace(/’/g, "'");
      if (w.length < 3 || STOP.has(w)) continue;
      mine.set(w, (mine.get(w) ?? 0) + 1);
      totals.set(w, (totals.get(w) ?? 0) + 1);
    }
  };
  for (const e of model.preamble ?? []) visit(e);
  for (const s of model.scenes ?? []) for (const e of s.elements ?? []) visit(e);

  const profiles: VoiceProfile[] = [];
  for (const name of candidates) {
    const mine = counts.get(name);
    if (!mine || !wanted.has(name)) continue;
    const words = [...mine.values()].reduce((a, b) => a + b, 0);
    if (words < MIN_VOICE_WORDS) continue;
    const signature = [...mine.entries()]
      .filter(([w, n]) => n >= 3 && n / (totals.get(w) ?? n) >= 0.6)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([w]) => w);
    profiles.push({ name, words, signature });
  }

  const norms = new Map(
    profiles.map((p) => [
      p.name,
      Math.sqrt([...counts.get(p.name)!.values()].reduce((n, x) => n + x * x, 0)),
    ]),
  );
  let sum = 0;
  let pairs = 0;
  let closest: Voices["closest"] = null;
  for (let i = 0; i < profiles.length; i++)
    for (let j = i + 1; j < profiles.length; j++) {
      const a = profiles[i]!.name;
      const b = profiles[j]!.name;
      const va = counts.get(a)!;
      const vb = counts.get(b)!;
      let dot = 0;
      for (const [w, x] of va) dot += x * (vb.get(w) ?? 0);
      const sim = dot / (norms.get(a)! * norms.get(b)! || 1);
      sum += sim;
      pairs++;
      if (!closest || sim > closest.similarity) closest = { a, b, similarity: sim };
    }
  return { profiles, similarity: pairs ? sum / pairs : 0, closest };
}
