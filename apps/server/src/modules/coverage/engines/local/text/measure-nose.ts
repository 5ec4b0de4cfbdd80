import type { ScriptText } from "./read-text.ts";

/**
 * On-the-nose dialogue: a speaker naming their own feeling outright ("I feel so angry", "You make
 * me sad", "I'm really scared") instead of showing it. The rule: a first-person or "you make me"
 * frame, at most three words, then an emotion word from EMOTIONS.
 */
export const EMOTIONS =
  "angry|mad|furious|scared|afraid|frightened|terrified|sad|unhappy|depressed|miserable|happy|glad|hurt|jealous|lonely|ashamed|guilty|embarrassed|upset|anxious|nervous|worried|excited|thrilled|frustrated|heartbroken|devastated|disappointed|betrayed|hopeless|overwhelmed|grateful|proud|confused|hate you|love you";

const FRAME = new RegExp(
  `\\b(?:i\\s+feel|i\\s+felt|i['’]?m|i\\s+am|i\\s+was|you\\s+make\\s+me(?:\\s+feel)?|you\\s+made\\s+me(?:\\s+feel)?|it\\s+makes\\s+me(?:\\s+feel)?)(?:\\s+[\\p{L}'’]+){0,3}?\\s+(?:${EMOTIONS})\\b`,
  "iu",
);

export interface NoseMeasures {
  speeches: number;
  /** Speeches that state a feeling outright. */
  stated: { page: number; character: string }[];
  share: number;
}

export function measureNose(text: ScriptText): NoseMeasures {
  const stated = text.speeches
    .filter((s) => FRAME.test(s.text))
    .map((s) => ({ page: s.page, character: s.character }));
  const n = text.speeches.length;
  return { speeches: n, stated, share: n ? stated.length / n : 0 };
}
