/** Weakness families that damage the dialogue: generic lines, alike voices, on-the-nose speech. */
import type { ScriptElement } from "@twl/screenplay";

import type { Family } from "./families.ts";
import { mapElements, rng, shuffle, type Parts } from "./script-parts.ts";

const STOCK = [
  "Okay.",
  "I know.",
  "Yeah.",
  "What?",
  "Fine.",
  "Sure.",
  "Right.",
  "I don't know.",
  "Let's go.",
  "Really?",
  "We need to talk.",
  "Whatever you say.",
];

function genericLines(p: Parts, pool: number, share: number, seed: number): Parts {
  const rand = rng(seed);
  let speech = -1;
  let replace = false;
  return mapElements(p, (e) => {
    if (e.kind === "character") {
      speech++;
      replace = rand() < share;
    }
    if (e.kind !== "dialogue" || !replace) return [e];
    return [{ ...e, text: STOCK[(speech * 7 + Math.floor(rand() * pool)) % pool]! }];
  });
}

/** Every line moved to another speaker: the words survive, whose they are does not. */
function shuffledVoices(p: Parts, seed: number, rotate: boolean): Parts {
  const lines: string[] = [];
  mapElements(p, (e) => (e.kind === "dialogue" && lines.push(e.text), [e]));
  const order = rotate ? lines.map((_, i) => lines[(i + 7) % lines.length]!) : shuffle(lines, rng(seed));
  let i = 0;
  return mapElements(p, (e) => (e.kind === "dialogue" ? [{ ...e, text: order[i++]! }] : [e]));
}

const FEELINGS = [
  "angry",
  "scared",
  "sad",
  "happy",
  "hurt",
  "jealous",
  "lonely",
  "furious",
  "afraid",
  "ashamed",
];
const NOSE = [
  (f: string) => `I feel so ${f} right now.`,
  (f: string) => `I am ${f}, and I want you to know that.`,
  (f: string) => `You make me feel ${f}.`,
  (f: string) => `I'm really ${f} about all of this.`,
  (f: string) => `Honestly, I'm just ${f}.`,
];

function onTheNose(p: Parts, share: number, replace: boolean, seed: number): Parts {
  const rand = rng(seed);
  return mapElements(p, (e): ScriptElement[] => {
    if (e.kind !== "dialogue" || rand() >= share) return [e];
    const f = FEELINGS[Math.floor(rand() * FEELINGS.length)]!;
    const line = NOSE[Math.floor(rand() * NOSE.length)]!(f);
    return [{ ...e, text: replace ? line : `${line} ${e.text}` }];
  });
}

export const VOICE_FAMILIES: Family[] = [
  {
    id: "generic-dialogue",
    category: "dialogue",
    label: "generic, interchangeable dialogue",
    variants: [
      { id: "all-4", build: (p) => genericLines(p, 4, 1, 1) },
      { id: "all-12", build: (p) => genericLines(p, 12, 1, 2) },
      { id: "most-12", build: (p) => genericLines(p, 12, 0.75, 3) },
    ],
  },
  {
    id: "alike-voices",
    category: "dialogue",
    label: "voices that all sound alike",
    variants: [
      { id: "shuffled", build: (p) => shuffledVoices(p, 11, false) },
      { id: "shuffled-2", build: (p) => shuffledVoices(p, 12, false) },
      { id: "rotated", build: (p) => shuffledVoices(p, 0, true) },
    ],
  },
  {
    id: "on-the-nose",
    category: "dialogue",
    label: "on-the-nose dialogue",
    variants: [
      { id: "prefix-40", build: (p) => onTheNose(p, 0.4, false, 21) },
      { id: "prefix-70", build: (p) => onTheNose(p, 0.7, false, 22) },
      { id: "replace-50", build: (p) => onTheNose(p, 0.5, true, 23) },
    ],
  },
];
