/** Speeches (a cue with its parentheticals, dialogue and lyrics) collected from a model. */
import type { Screenplay } from "../model.ts";
import { countWords, wrapText } from "../text.ts";

/** Standard dialogue width in columns, used to count printed dialogue lines for any source. */
export const DIALOGUE_WIDTH = 35;
export const ACTION_WIDTH = 60;

export interface Speech {
  speech: number;
  character: string;
  scene: number | null;
  page: number;
  pages: number[];
  words: number;
  /** Printed lines (dialogue, lyrics, parentheticals) at the standard dialogue width. */
  lines: number;
  text: string;
}

export function printedLines(text: string, width: number): number {
  return text.split("\n").reduce((n, l) => n + Math.max(1, wrapText(l, width).length), 0);
}

export function collectSpeeches(model: Screenplay): Speech[] {
  const byId = new Map<number, Speech>();
  const visit = (sceneIndex: number | null) => (e: Screenplay["preamble"][number]) => {
    if (e.speech === undefined || !e.character) return;
    let s = byId.get(e.speech);
    if (!s) {
      s = {
        speech: e.speech,
        character: e.character,
        scene: sceneIndex,
        page: e.page,
        pages: [],
        words: 0,
        lines: 0,
        text: "",
      };
      byId.set(e.speech, s);
    }
    if (!s.pages.includes(e.page)) s.pages.push(e.page);
    if (e.kind === "dialogue" || e.kind === "lyrics") {
      s.words += countWords(e.text);
      s.text = s.text ? `${s.text} ${e.text}` : e.text;
    }
    if (e.kind !== "character") s.lines += printedLines(e.text, DIALOGUE_WIDTH);
  };
  model.preamble.forEach(visit(null));
  for (const scene of model.scenes) scene.elements.forEach(visit(scene.index));
  return [...byId.values()].sort((a, b) => a.speech - b.speech);
}
