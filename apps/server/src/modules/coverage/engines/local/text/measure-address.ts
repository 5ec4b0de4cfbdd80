import type { ScriptText } from "./read-text.ts";

/**
 * Lines that know who is speaking: when a speech names a recurring character who is in the scene,
 * it names someone else ("Ward, get down!"), almost never the speaker ("Ward, get down!" said by
 * Ward). When lines are handed to the wrong voices, characters start calling themselves by name.
 *
 * A character's name words are every word of their cue (3+ letters, not a title such as MR or THE:
 * JOHN and SMITH of JOHN SMITH, so the measure does not depend on which name is longer) for
 * speakers with MIN_SPEECHES+ speeches and no number in the cue (GUARD 2); a word counts only if
 * the script never writes it in lower case (so a character called WILL or HOPE is not found in
 * "will" or "hope"); a word two cues share goes to the one who speaks most (the first to speak on
 * a tie). Measured: the
 * mentions in speeches of characters present in the scene (its speakers), and the share of those
 * that name the speaker.
 */
export interface AddressMeasures {
  /** Mentions of characters present in the scene (the speaker included). */
  mentions: number;
  /** Of those, the speaker naming themselves. */
  selfNamed: number;
  selfShare: number;
  /** Pages of the first self-naming speeches. */
  pages: number[];
  /** Examples: who names themselves. */
  examples: string[];
}

const MIN_SPEECHES = 3;
const TITLES = new Set(["THE", "MR", "MRS", "MS", "DR", "OLD", "YOUNG", "LITTLE", "BIG", "SIR", "MISS"]);

function nameWords(cue: string): string[] {
  // Numbered cues (GUARD 2, COP #1) are roles, not names anyone calls out.
  if (/\d/.test(cue)) return [];
  const words = cue.toUpperCase().match(/[\p{Lu}][\p{Lu}'’-]+/gu) ?? [];
  return words.filter((w) => w.length >= 3 && !TITLES.has(w)).map((w) => w.toLowerCase());
}

export function measureAddress(text: ScriptText): AddressMeasures {
  const count = new Map<string, number>();
  for (const s of text.speeches) count.set(s.character, (count.get(s.character) ?? 0) + 1);
  const lower = new Set<string>();
  const collect = (t: string) => {
    for (const w of t.match(/(?<![\p{L}])[\p{Ll}][\p{L}'’-]*/gu) ?? []) lower.add(w);
  };
  text.speeches.forEach((s) => collect(s.text));
  text.actions.forEach((a) => collect(a.text));
  // A name word two cues share (JOHN, JOHN'S MOTHER) is read as the one who speaks most.
  const byName = new Map<string, string>();
  for (const [character, n] of count) {
    if (n < MIN_SPEECHES) continue;
    for (const word of nameWords(character)) {
      if (lower.has(word)) continue;
      const had = byName.get(word);
      if (!had || count.get(had)! < n) byName.set(word, character);
    }
  }
  const present = new Map(text.scenes.map((s) => [s.index, new Set(s.speakers)]));
  let mentions = 0;
  let selfNamed = 0;
  const pages: number[] = [];
  const examples: string[] = [];
  for (const s of text.speeches) {
    const named = new Set<string>();
    for (const w of s.text.match(/[\p{Lu}][\p{L}'’-]+/gu) ?? []) {
      const c = byName.get(w.toLowerCase().replace(/['’]s$/, ""));
      if (c) named.add(c);
    }
    for (const c of named) {
      if (c !== s.character && !present.get(s.scene)?.has(c)) continue;
      mentions++;
      if (c !== s.character) continue;
      selfNamed++;
      if (pages.length < 5) pages.push(s.page);
      if (examples.length < 3 && !examples.includes(c)) examples.push(c);
    }
  }
  return { mentions, selfNamed, selfShare: mentions ? selfNamed / mentions : 0, pages, examples };
}
