import { normalizeLine, wordsOf, type ScriptText } from "./read-text.ts";

/**
 * What a reader sees on the page:
 * - repeated action: action sentences (4+ words) the script has already written word for word;
 * - repeated scenes: scenes whose words (as 4-word shingles) mostly repeat an earlier scene;
 * - formatting faults: speech typed into action ("NAME: line"), scene headings typed as action,
 *   action shouted in capitals, and pages with no scene heading for too long.
 */
export interface PageMeasures {
  actionSentences: number;
  repeatedActionShare: number;
  /** Scenes that repeat an earlier one, with the scene they repeat (indexes). */
  repeatedScenes: { scene: number; of: number; page: number }[];
  repeatedSceneShare: number;
  inlineSpeech: number;
  unmarkedHeadings: number;
  shouting: number;
  actionParagraphs: number;
  /** Pages of the first formatting faults. */
  faultPages: number[];
  pagesPerScene: number;
}

const SHINGLE = 4;
const SAME_SCENE = 0.6;

function sentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? []).map(normalizeLine).filter((s) => s.split(" ").length >= 4);
}

function shingles(norm: string): Set<string> {
  const w = norm.split(" ").filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= w.length; i++) out.add(w.slice(i, i + SHINGLE).join(" "));
  return out;
}

function repeatedScenes(text: ScriptText): PageMeasures["repeatedScenes"] {
  const index = new Map<string, number[]>();
  const sets = text.scenes.map((s) => shingles(s.norm));
  const out: PageMeasures["repeatedScenes"] = [];
  sets.forEach((set, i) => {
    if (set.size >= 6) {
      const overlap = new Map<number, number>();
      for (const sh of set) for (const j of index.get(sh) ?? []) overlap.set(j, (overlap.get(j) ?? 0) + 1);
      const best = [...overlap.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
      if (best && best[1] / set.size >= SAME_SCENE)
        out.push({ scene: i, of: best[0], page: text.scenes[i]!.page });
    }
    for (const sh of set) {
      const at = index.get(sh);
      if (!at) index.set(sh, [i]);
      else if (at.length < 4) at.push(i);
    }
  });
  return out;
}

const INLINE = /^[A-Z][A-Z0-9 .'’#-]{1,30}(?:\s*\([^)]*\))?:\s+\S/;
const HEADING_WORDS =
  /^(?:int|ext|inside|outside|interior|exterior)\b.{0,80}\b(?:day|night|morning|evening|dawn|dusk|later|continuous)\.?$/i;

export function measurePage(text: ScriptText): PageMeasures {
  const all = text.actions.flatMap((a) => sentences(a.text));
  const counts = new Map<string, number>();
  for (const s of all) counts.set(s, (counts.get(s) ?? 0) + 1);
  const repeated = repeatedScenes(text);
  const words = (i: number) => text.scenes[i]!.norm.split(" ").length;
  const totalWords = text.scenes.reduce((n, _, i) => n + words(i), 0) || 1;
  const isShout = (t: string) => {
    const letters = t.replace(/[^\p{L}]/gu, "");
    return (
      wordsOf(t).length >= 6 &&
      letters.length > 0 &&
      letters.replace(/[^\p{Lu}]/gu, "").length / letters.length > 0.6
    );
  };
  return {
    actionSentences: all.length,
    repeatedActionShare: all.length ? all.filter((s) => counts.get(s)! > 1).length / all.length : 0,
    repeatedScenes: repeated,
    repeatedSceneShare: repeated.reduce((n, r) => n + words(r.scene), 0) / totalWords,
    faultPages: text.actions
      .filter((a) => INLINE.test(a.text.trim()) || HEADING_WORDS.test(a.text.trim()) || isShout(a.text))
      .slice(0, 5)
      .map((a) => a.page),
    inlineSpeech: text.actions.filter((a) => INLINE.test(a.text.trim())).length,
    unmarkedHeadings: text.actions.filter((a) => HEADING_WORDS.test(a.text.trim())).length,
    shouting: text.actions.filter((a) => isShout(a.text)).length,
    actionParagraphs: text.actions.length,
    pagesPerScene: text.pages / Math.max(1, text.scenes.length),
  };
}
