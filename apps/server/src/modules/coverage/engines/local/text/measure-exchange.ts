import { contentWords, type ScriptText } from "./read-text.ts";

/**
 * Replies that listen: in written dialogue a reply picks up something of the line it answers (a
 * name, an object, the word it questions). Measured: the share of replies (a speech right after
 * another speaker's, in the same scene) that share a content word with that line, against the
 * share for pairs of speeches far apart in the script (the chance level for this script's
 * vocabulary; the replies' share is shrunk toward chance by one pseudo-reply). `ratio` is about 1 when replies do not answer what was said (lines that could go
 * anywhere), higher when the talk is an exchange. Word stems: a trailing -s/-ed/-ing is dropped.
 */
export interface ExchangeMeasures {
  replies: number;
  /** Share of replies sharing a content word with the line before. */
  pickedUp: number;
  /** The same share for speech pairs FAR_SPEECHES apart (chance). */
  chance: number;
  ratio: number;
  /** Pages of the first replies that pick nothing up, in runs of three or more. */
  deafPages: number[];
}

/** Chance pairs: speeches a fifth and a half of the script apart (at least 6 and 9 speeches). */
const farDistances = (n: number) => [Math.max(6, Math.round(n / 5)), Math.max(9, Math.round(n / 2))];
export const MIN_REPLIES = 8;

const stem = (w: string) => w.replace(/(?:ing|ed|es|s)$/, "");

export function measureExchange(text: ScriptText): ExchangeMeasures {
  const stems = text.speeches.map((s) => new Set(contentWords(s.text).map(stem)));
  const shares = (a: Set<string>, b: Set<string>) => {
    for (const w of a) if (b.has(w)) return true;
    return false;
  };
  let replies = 0;
  let picked = 0;
  let run = 0;
  const deafPages: number[] = [];
  text.speeches.forEach((s, i) => {
    const prev = text.speeches[i - 1];
    if (!prev || prev.scene !== s.scene || prev.character === s.character) return;
    replies++;
    if (shares(stems[i - 1]!, stems[i]!)) {
      picked++;
      run = 0;
    } else if (++run === 3 && deafPages.length < 5) deafPages.push(s.page);
  });
  let pairs = 0;
  let far = 0;
  for (const d of farDistances(stems.length))
    for (let i = 0; i + d < stems.length; i++) {
      pairs++;
      if (shares(stems[i]!, stems[i + d]!)) far++;
    }
  // Shrunk toward chance: a handful of replies cannot swing the ratio far from 1, and a script
  // whose lines share no content words at all (stock replies) reads as replies that answer nothing.
  const chance = (far + 0.5) / (pairs + 1);
  const pickedUp = (picked + chance) / (replies + 1);
  return { replies, pickedUp, chance, ratio: pickedUp / chance, deafPages };
}
