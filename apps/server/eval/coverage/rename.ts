/**
 * Characters and places renamed consistently, as a writer renames them: every word of a speaker's
 * name (JOHN and SMITH of JOHN SMITH, in cues, speeches and action alike) and the proper names in
 * a heading's location part become invented words of the same length, never found in the script.
 * A word counts as a name only if the script never writes it in lower case (so a GUARD, the KITCHEN
 * or a character called WILL is left alone) and it is not a title (MR, DR). Transitions, heading
 * prefixes and times, ending marks and centred lines are never touched.
 */
import type { Screenplay, ScriptElement } from "@twl/screenplay";

import { escapeRegExp, joinParts, mapElements, partsOf, rng } from "./script-parts.ts";

/** Titles, and the screen words a misread cue or heading may carry (SLAM TO:, ESTABLISHING). */
const KEEP = new Set(
  "THE MR MRS MS DR OLD YOUNG LITTLE BIG SIR MISS MAN WOMAN INT EXT EST ESTABLISHING CONTINUOUS LATER MOMENTS SAME DAY NIGHT TITLE TITLES SUPER INSERT INTERCUT MONTAGE FLASHBACK SLAM SMASH CUT FADE DISSOLVE MATCH BACK BLACK END POV ANGLE VOICE".split(
    " ",
  ),
);
const WORD = /(?<![\p{L}\p{N}'’])[\p{L}][\p{L}'’]*/gu;
/** All-capitals lines a reader takes for marks, not story: SMASH TO BLACK, THE END, FADE OUT. */
const MARK_LINE =
  /^(?:[\p{Lu}\s]*\bTO (?:BLACK|WHITE)|FADE|THE END|END\b|BLACKOUT|CUT TO|TO BE CONTINUED)[^\p{Ll}]*$/u;

const CONSONANTS = "BDFGKLMNPRSTVZ";
const VOWELS = "AEIOU";

/** The base of a word: JOHN'S -> JOHN. */
const stem = (w: string) => w.replace(/['’]S$/i, "");

/** Name words of a character's cue or a heading's location. */
function nameWords(text: string, lower: Set<string>): string[] {
  if (/\d|:|\sTO$/.test(text.trim())) return [];
  return (text.toUpperCase().match(WORD) ?? [])
    .map(stem)
    .filter((w) => w.length >= 2 && !KEEP.has(w) && !lower.has(w.toLowerCase()) && !/['’]/.test(w));
}

/** An invented word of `length` letters (consonant-vowel), not in `taken`. */
function invent(length: number, seed: number, taken: Set<string>): string {
  const rand = rng(seed);
  for (;;) {
    let w = "";
    for (let i = 0; i < length; i++) {
      const pool = i % 2 === 0 ? CONSONANTS : VOWELS;
      w += pool[Math.floor(rand() * pool.length)];
    }
    if (!taken.has(w)) {
      taken.add(w);
      return w;
    }
  }
}

function textsOf(model: Screenplay): string[] {
  return [...model.preamble, ...model.scenes.flatMap((s) => s.elements)].map((e) => e.text);
}

/** The rename map (upper-case name word -> invented word) for a screenplay. */
export function renameMap(model: Screenplay): Map<string, string> {
  const texts = textsOf(model);
  const lower = new Set<string>();
  const seen = new Set<string>();
  for (const t of texts)
    for (const w of t.match(WORD) ?? []) {
      seen.add(stem(w.toUpperCase()));
      if (/^\p{Ll}/u.test(w)) lower.add(w.toLowerCase());
    }
  const words: string[] = [];
  const add = (w: string) => !words.includes(w) && words.push(w);
  for (const c of model.characters.filter((x) => x.speeches > 0))
    [c.name, ...c.aliases].forEach((n) => nameWords(n, lower).forEach(add));
  for (const s of model.scenes) if (s.intExt) nameWords(s.location, lower).forEach(add);
  const taken = new Set(seen);
  return new Map(words.map((w, i) => [w, invent(w.length, 1000 + i, taken)]));
}

/** Replaces every name word of `map` in `text`, keeping its case (JOHN, John). */
export function renameText(text: string, map: Map<string, string>): string {
  if (!map.size) return text;
  const keys = [...map.keys()].sort((a, b) => b.length - a.length);
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(${keys.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, "giu");
  return text.replace(re, (hit) => {
    const to = map.get(hit.toUpperCase()) ?? hit;
    return hit === hit.toUpperCase() ? to : to.charAt(0) + to.slice(1).toLowerCase();
  });
}

function renameElement(e: ScriptElement, map: Map<string, string>, location: string): ScriptElement {
  if (e.kind === "transition" || e.kind === "centered" || e.kind === "page_break") return e;
  if (e.kind === "scene_heading") {
    // Only the location part: INT./EXT., a foreign prefix and the time of day stay as written.
    const at = location ? e.text.toUpperCase().indexOf(location.toUpperCase()) : -1;
    if (at < 0) return e;
    const part = e.text.slice(at, at + location.length);
    return { ...e, text: e.text.slice(0, at) + renameText(part, map) + e.text.slice(at + location.length) };
  }
  if (e.kind === "action" && MARK_LINE.test(e.text.trim())) return e;
  return {
    ...e,
    text: renameText(e.text, map),
    ...(e.character ? { character: renameText(e.character, map) } : {}),
  };
}

/** The screenplay's elements with its characters and places renamed (see above). */
export function renamed(model: Screenplay): ScriptElement[] {
  const map = renameMap(model);
  const parts = partsOf(model);
  const locations = model.scenes.map((s) => (s.intExt ? s.location : ""));
  return joinParts(mapElements(parts, (e, scene) => [renameElement(e, map, locations[scene] ?? "")]));
}
