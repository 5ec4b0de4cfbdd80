import type { ScriptText } from "./read-text.ts";
import { escapeRegExp } from "./regexp.ts";

/**
 * Introductions in story order: a screenplay introduces a character in CAPITALS in the action the
 * first time we meet them. When a character's capitalised introduction comes in a scene AFTER the
 * scene where they first speak, the scenes are out of the order they were written for.
 */
export interface OrderMeasures {
  /** Speakers (3+ speeches) whose name appears in capitals in the action. */
  introduced: number;
  /** Of those, the ones introduced only after they first speak. */
  late: { character: string; speaks: number; introduced: number }[];
}

const SKIP = new Set([
  "THE",
  "MR",
  "MRS",
  "MS",
  "DR",
  "OLD",
  "YOUNG",
  "LITTLE",
  "BIG",
  "MAN",
  "WOMAN",
  "GIRL",
  "BOY",
]);

/** Every word of the cue that can introduce its character (JOHN or SMITH of JOHN SMITH). */
function nameWords(name: string): string[] {
  const words = name.toUpperCase().match(/[\p{Lu}][\p{Lu}'’-]+/gu) ?? [];
  return words.filter((w) => w.length >= 3 && !SKIP.has(w));
}

export function measureOrder(text: ScriptText): OrderMeasures {
  const firstSpeech = new Map<string, number>();
  const count = new Map<string, number>();
  text.speeches.forEach((s, i) => {
    if (!firstSpeech.has(s.character)) firstSpeech.set(s.character, i);
    count.set(s.character, (count.get(s.character) ?? 0) + 1);
  });
  const order = new Map(text.scenes.map((s, i) => [s.index, i]));
  const late: OrderMeasures["late"] = [];
  let introduced = 0;
  for (const [character, i] of firstSpeech) {
    const words = nameWords(character);
    if (!words.length || count.get(character)! < 3) continue;
    const re = new RegExp(`(?<![\\p{L}])(?:${words.map(escapeRegExp).join("|")})(?![\\p{L}])`, "u");
    const intro = text.actions.find((a) => re.test(a.text));
    if (!intro) continue;
    introduced++;
    const speaks = order.get(text.speeches[i]!.scene) ?? 0;
    const at = order.get(intro.scene) ?? 0;
    if (at > speaks) late.push({ character, speaks: text.speeches[i]!.page, introduced: intro.page });
  }
  return { introduced, late };
}
