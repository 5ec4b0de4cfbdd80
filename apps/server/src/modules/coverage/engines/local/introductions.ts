import type { CharacterStat, SceneStat } from "@twl/screenplay";

import type { Signals } from "./signals.ts";

/**
 * Character introductions, measured against the screenplay convention: the first time a character
 * appears in the action, the name is in CAPITALS and comes with an age or a short description —
 * "TESS MARANO (30s), headset on, feet up". The search runs through the action lines up to the
 * end of the scene where the character first speaks, matching the cue's distinctive word
 * ("DR. PRYCE" → PRYCE) case-insensitively.
 */
export interface Introduction {
  character: string;
  /** The scene of the first mention in action, or of the first speech when there is none. */
  scene: SceneStat | null;
  page: number;
  /** The action line that introduces the character; null when they speak before any mention. */
  text: string | null;
  caps: boolean;
  described: boolean;
}

const TITLES = new Set([
  "DR",
  "MR",
  "MRS",
  "MS",
  "MISS",
  "OFFICER",
  "SHERIFF",
  "DETECTIVE",
  "CAPTAIN",
  "AGENT",
  "SERGEANT",
  "SGT",
  "LT",
  "LIEUTENANT",
  "YOUNG",
  "OLD",
  "BIG",
  "LITTLE",
  "UNCLE",
  "AUNT",
  "FATHER",
  "MOTHER",
  "SISTER",
  "BROTHER",
  "PROFESSOR",
  "PROF",
  "NURSE",
  "JUDGE",
]);

function keyWord(name: string): string | null {
  const words = name
    .toUpperCase()
    .split(/[^\p{L}'’-]+/u)
    .filter((w) => w.length >= 2);
  const plain = words.filter((w) => !TITLES.has(w));
  return plain[plain.length - 1] ?? words[words.length - 1] ?? null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const AGE_IN_PARENS =
  /^[\p{Lu}'’.\- ]*\((?=[^)]*(\d|teen|twent|thirt|fort|fift|sixt|sevent|eight|ninet|young|old|age))/iu;
const AGE_AFTER_COMMA = /^[\p{Lu}'’.\- ]*,\s*(\d{1,2}\b|early|mid|late|in (his|her|their) )/iu;

export function measureIntroductions(sig: Signals, characters: CharacterStat[]): Introduction[] {
  const model = sig.input.model;
  const actions: { scene: number | null; page: number; text: string }[] = [];
  for (const e of model.preamble ?? [])
    if (e.kind === "action") actions.push({ scene: null, page: e.page, text: e.text });
  for (const s of model.scenes ?? [])
    for (const e of s.elements ?? [])
      if (e.kind === "action") actions.push({ scene: s.index, page: e.page, text: e.text });

  return characters.map((c) => {
    const firstScene = sig.scenes.findIndex((s) => s.speakers.includes(c.name));
    const until = firstScene < 0 ? Number.POSITIVE_INFINITY : firstScene;
    const key = keyWord(c.name);
    const pattern = key ? new RegExp(`(?<![\\p{L}])${escape(key)}(?![\\p{L}])`, "iu") : null;
    for (const a of actions) {
      if (a.scene !== null && a.scene > until) break;
      const m = pattern?.exec(a.text);
      if (!m || !key) continue;
      const caps = m[0] === key;
      const rest = a.text.slice(m.index + m[0].length, m.index + m[0].length + 80);
      return {
        character: c.name,
        scene: a.scene === null ? null : (sig.scenes[a.scene] ?? null),
        page: a.page,
        text: a.text,
        caps,
        described: AGE_IN_PARENS.test(rest) || AGE_AFTER_COMMA.test(rest),
      };
    }
    const scene = firstScene < 0 ? null : sig.scenes[firstScene]!;
    return {
      character: c.name,
      scene,
      page: scene?.startPage ?? c.firstPage,
      text: null,
      caps: false,
      described: false,
    };
  });
}
