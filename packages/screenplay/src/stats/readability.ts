/** Readability: words per sentence and Flesch reading ease, with a heuristic syllable counter. */
import type { Readability } from "./types.ts";

/** English syllable estimate: vowel groups, minus a silent final e, at least one. */
export function syllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (m) => m[0]!).replace(/^y/, "");
  const groups = w.match(/[aeiouy]+/g);
  return Math.max(1, groups ? groups.length : 1);
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export interface TextCounts {
  words: number;
  sentences: number;
  syllables: number;
}

export function countText(texts: string[]): TextCounts {
  const c: TextCounts = { words: 0, sentences: 0, syllables: 0 };
  for (const t of texts) {
    const words = t.match(WORD) ?? [];
    if (words.length === 0) continue;
    c.words += words.length;
    for (const w of words) c.syllables += syllables(w);
    // Sentences end in . ! ? (runs such as "?!" or "..." count once); a trailing fragment counts too.
    const ends = t.match(/[.!?]+(?=\s|$|["')\]])/g)?.length ?? 0;
    const trailing = /[.!?]["')\]]*\s*$/.test(t) ? 0 : 1;
    c.sentences += ends + trailing;
  }
  return c;
}

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

export function readability(c: TextCounts): Readability {
  const wps = c.sentences ? c.words / c.sentences : 0;
  const spw = c.words ? c.syllables / c.words : 0;
  return {
    words: c.words,
    sentences: c.sentences,
    syllables: c.syllables,
    wordsPerSentence: round(wps),
    fleschReadingEase: c.words ? round(206.835 - 1.015 * wps - 84.6 * spw, 1) : 0,
  };
}

export function addCounts(a: TextCounts, b: TextCounts): TextCounts {
  return {
    words: a.words + b.words,
    sentences: a.sentences + b.sentences,
    syllables: a.syllables + b.syllables,
  };
}
