import { contentWords, type ScriptText } from "./read-text.ts";

/**
 * Lines in their moment: a speech written for its place answers the action around it (she hands
 * him the KEY; "Where does this key go?"). When lines are moved, even a few speeches along, what
 * is said stops touching what is on screen. Measured: the share of speech-action neighbours (a
 * speech and the action paragraph right before or after it, in the same scene) that share a
 * content word, against the share when each of those speeches is paired with the action next to
 * a speech far away (the chance level for this script's vocabulary; shrunk toward chance by one
 * pseudo-pair, as for replies). `ratio` is about 1 when the lines could be anywhere.
 */
export interface MomentMeasures {
  /** Speech-action neighbours. */
  pairs: number;
  /** Share of them sharing a content word. */
  tied: number;
  /** The same share for speeches paired with the action beside a speech far away. */
  chance: number;
  ratio: number;
}

/** Neighbours are judged from this many pairs. */
export const MIN_MOMENT_PAIRS = 12;

const stem = (w: string) => w.replace(/(?:ing|ed|es|s)$/, "");

export function measureMoment(text: ScriptText): MomentMeasures {
  type Item = { kind: "speech" | "action"; scene: number; words: Set<string> };
  const words = (t: string) => new Set(contentWords(t).map(stem));
  const items: Item[] = [
    ...text.speeches.map((s) => ({
      at: s.at,
      item: { kind: "speech" as const, scene: s.scene, words: words(s.text) },
    })),
    ...text.actions.map((a) => ({
      at: a.at,
      item: { kind: "action" as const, scene: a.scene, words: words(a.text) },
    })),
  ]
    .sort((a, b) => a.at - b.at)
    .map((x) => x.item);
  // Each speech's neighbouring action paragraphs, by speech number.
  const speeches: Item[] = [];
  const beside: Item[][] = [];
  items.forEach((it, i) => {
    if (it.kind !== "speech") return;
    const near = [items[i - 1], items[i + 1]].filter(
      (n): n is Item => !!n && n.kind === "action" && n.scene === it.scene && n.words.size > 0,
    );
    speeches.push(it);
    beside.push(near);
  });
  const shares = (a: Set<string>, b: Set<string>) => {
    for (const w of a) if (b.has(w)) return true;
    return false;
  };
  let pairs = 0;
  let tied = 0;
  let farPairs = 0;
  let far = 0;
  const n = speeches.length;
  const distances = [Math.max(6, Math.round(n / 5)), Math.max(9, Math.round(n / 2))];
  speeches.forEach((s, i) => {
    for (const a of beside[i]!) {
      pairs++;
      if (shares(s.words, a.words)) tied++;
      for (const d of distances) {
        const other = beside[(i + d) % n]!;
        for (const b of other) {
          farPairs++;
          if (shares(s.words, b.words)) far++;
        }
      }
    }
  });
  const chance = (far + 0.5) / (farPairs + 1);
  const share = (tied + chance) / (pairs + 1);
  return { pairs, tied: share, chance, ratio: share / chance };
}
