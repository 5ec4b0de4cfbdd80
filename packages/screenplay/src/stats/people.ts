/** Character statistics, monologues and who talks with whom. */
import type { Screenplay } from "../model.ts";
import type { Speech } from "./speeches.ts";
import type { CharacterStat, Interaction, Monologue, StatsOptions } from "./types.ts";

const DEFAULT_WORDS = 75;
const DEFAULT_LINES = 10;

export function isMonologue(s: Speech, options: StatsOptions): boolean {
  return (
    s.words >= (options.monologueWords ?? DEFAULT_WORDS) ||
    s.lines >= (options.monologueLines ?? DEFAULT_LINES)
  );
}

export function characterStats(
  model: Screenplay,
  speeches: Speech[],
  linesPerPage: number,
  options: StatsOptions,
): CharacterStat[] {
  const out = model.characters.map((c): CharacterStat => {
    const mine = speeches.filter((s) => s.character === c.name);
    const pages = new Set(mine.flatMap((s) => s.pages));
    const lines = mine.reduce((n, s) => n + s.lines, 0);
    return {
      name: c.name,
      speeches: mine.length,
      words: mine.reduce((n, s) => n + s.words, 0),
      dialogueLines: lines,
      scenes: new Set(mine.map((s) => s.scene).filter((s) => s !== null)).size,
      pages: pages.size,
      firstPage: pages.size ? Math.min(...pages) : c.firstPage,
      lastPage: pages.size ? Math.max(...pages) : c.firstPage,
      speakingSeconds: Math.round((lines / linesPerPage) * 600) / 10,
      monologues: mine.filter((s) => isMonologue(s, options)).length,
      extensions: c.extensions,
    };
  });
  return out.sort((a, b) => b.speeches - a.speeches || b.words - a.words || a.name.localeCompare(b.name));
}

export function monologues(speeches: Speech[], options: StatsOptions): Monologue[] {
  return speeches
    .filter((s) => isMonologue(s, options))
    .map((s) => ({
      character: s.character,
      scene: s.scene,
      page: s.page,
      words: s.words,
      lines: s.lines,
      excerpt: s.text.length > 80 ? `${s.text.slice(0, 77)}...` : s.text,
    }));
}

export function interactions(speeches: Speech[]): Interaction[] {
  const map = new Map<string, Interaction>();
  const get = (x: string, y: string) => {
    const [a, b] = x < y ? [x, y] : [y, x];
    const key = `${a}\u0000${b}`;
    let it = map.get(key);
    if (!it) {
      it = { a, b, scenes: 0, exchanges: 0 };
      map.set(key, it);
    }
    return it;
  };
  const byScene = new Map<number, Speech[]>();
  for (const s of speeches) {
    if (s.scene === null) continue;
    const list = byScene.get(s.scene);
    if (list) list.push(s);
    else byScene.set(s.scene, [s]);
  }
  for (const list of byScene.values()) {
    const names = [...new Set(list.map((s) => s.character))].sort();
    for (let i = 0; i < names.length; i++)
      for (let j = i + 1; j < names.length; j++) get(names[i]!, names[j]!).scenes++;
    for (let i = 1; i < list.length; i++) {
      const a = list[i - 1]!.character;
      const b = list[i]!.character;
      if (a !== b) get(a, b).exchanges++;
    }
  }
  return [...map.values()].sort(
    (x, y) =>
      y.scenes - x.scenes || y.exchanges - x.exchanges || x.a.localeCompare(y.a) || x.b.localeCompare(y.b),
  );
}
