import type { Screenplay, ScriptElement } from "@twl/screenplay";

/**
 * The words of the script, as the text measures read them: every speech with its text, every
 * action paragraph, and per scene the speakers and the content words. Built once per analysis.
 */
export interface SpeechText {
  character: string;
  scene: number;
  page: number;
  text: string;
  /** Position in reading order among speeches and action paragraphs (see ScriptText.actions). */
  at: number;
}

export interface SceneText {
  index: number;
  page: number;
  /** The heading's location, upper-cased ("" when the heading names none). */
  location: string;
  speakers: string[];
  /** Content words (4+ letters, not function words), lower-cased. */
  words: Set<string>;
  /** The scene's text, normalized (for duplicate detection). */
  norm: string;
}

export interface ScriptText {
  speeches: SpeechText[];
  /** Action paragraphs; `at` places them in reading order among the speeches. */
  actions: { scene: number; page: number; text: string; at: number }[];
  scenes: SceneText[];
  pages: number;
}

/** Function words: never evidence of a topic (kept short; content words are 4+ letters anyway). */
const FUNCTION = new Set(
  "that this with from they them their there then than what when where which while have has had were been being into onto over under just only very about would could should will shall your yours youre dont cant wont didnt doesnt isnt wasnt aint thats whats theres here back down still even also some more most much many such each every other another these those because before after again yeah okay know like well going come gets look looks said says tell want need make right good think thing things something nothing anything everything someone anyone nobody somebody really maybe gonna gotta wanna cont'd continued".split(
    " ",
  ),
);

export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}][\p{L}'’]*/gu) ?? [];

export const normalizeLine = (text: string) => wordsOf(text).join(" ");

export function contentWords(text: string): string[] {
  return wordsOf(text)
    .map((w) => w.replace(/['’]s$/, "").replace(/['’]/g, ""))
    .filter((w) => w.length >= 4 && !FUNCTION.has(w));
}

export function readText(model: Screenplay): ScriptText {
  const speeches: SpeechText[] = [];
  const actions: ScriptText["actions"] = [];
  const byId = new Map<number, SpeechText>();
  const scenes: SceneText[] = [];
  let at = 0;
  const visit = (scene: number, e: ScriptElement, acc: SceneText) => {
    if (e.kind === "action") {
      actions.push({ scene, page: e.page, text: e.text, at: at++ });
      contentWords(e.text).forEach((w) => acc.words.add(w));
      acc.norm += ` ${normalizeLine(e.text)}`;
    }
    if (e.speech === undefined || !e.character) return;
    if (e.kind !== "dialogue" && e.kind !== "lyrics") return;
    let s = byId.get(e.speech);
    if (!s) {
      s = { character: e.character, scene, page: e.page, text: "", at: at++ };
      byId.set(e.speech, s);
      speeches.push(s);
      if (!acc.speakers.includes(e.character)) acc.speakers.push(e.character);
    }
    s.text = s.text ? `${s.text} ${e.text}` : e.text;
    contentWords(e.text).forEach((w) => acc.words.add(w));
    acc.norm += ` ${normalizeLine(e.text)}`;
  };
  // Text before the first scene heading (all of a script written without headings) is read too,
  // as scene -1: it is not a scene, but its speeches and action are on the page.
  const before: SceneText = { index: -1, page: 1, location: "", speakers: [], words: new Set(), norm: "" };
  for (const e of model.preamble ?? []) visit(-1, e, before);
  for (const scene of model.scenes ?? []) {
    const acc: SceneText = {
      index: scene.index,
      page: scene.startPage,
      location: (scene.location ?? "").trim().toUpperCase(),
      speakers: [],
      words: new Set(),
      norm: "",
    };
    for (const e of scene.elements ?? []) visit(scene.index, e, acc);
    scenes.push(acc);
  }
  return { speeches, actions, scenes, pages: Math.max(1, model.pages?.length ?? 1) };
}
