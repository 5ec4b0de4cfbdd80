/** Builds the shared Screenplay model from positioned elements (used by all three parsers). */
import type { ElementPosition } from "./layout/paginate.ts";
import type {
  Character,
  LayoutInfo,
  Scene,
  Screenplay,
  ScriptElement,
  ScriptPage,
  SourceFormat,
  TitlePage,
} from "./model.ts";
import { characterKey, parseSceneHeading } from "./text.ts";

export interface AssembleInput {
  source: SourceFormat;
  titlePage: TitlePage | null;
  elements: ScriptElement[];
  pages: ScriptPage[];
  positions: (ElementPosition | null)[];
  layout: LayoutInfo;
  warnings: string[];
}

/** Elements that are not printed do not stretch a scene's page span. */
const SILENT = new Set(["section", "synopsis", "note", "page_break"]);

interface Pos {
  page: number;
  row: number;
}

function rowsBetween(a: Pos, b: Pos, linesPerPage: number): number {
  return (b.page - a.page) * linesPerPage + (b.row - a.row);
}

/** Length in eighths of a page: rows covered / lines per page * 8, rounded, at least 1. */
export function eighthsFor(rows: number, linesPerPage: number): number {
  return Math.max(1, Math.round((rows * 8) / linesPerPage));
}

function canonicalizeCharacters(elements: ScriptElement[]): Character[] {
  const byKey = new Map<string, Character>();
  for (const e of elements) {
    if (!e.character) continue;
    const key = characterKey(e.character);
    let c = byKey.get(key);
    if (!c) {
      c = { name: e.character, aliases: [], extensions: [], speeches: 0, scenes: [], firstPage: e.page };
      byKey.set(key, c);
    } else if (e.character !== c.name && !c.aliases.includes(e.character)) {
      c.aliases.push(e.character);
    }
    e.character = c.name;
    if (e.kind === "character") {
      c.speeches++;
      for (const x of e.extensions ?? []) if (!c.extensions.includes(x)) c.extensions.push(x);
    }
  }
  return [...byKey.values()];
}

export function assemble(input: AssembleInput): Screenplay {
  const { elements, pages, positions } = input;
  const L = input.layout.linesPerPage;
  let lastPage = 1;
  elements.forEach((e, i) => {
    const p = positions[i];
    e.page = p ? p.page : lastPage;
    lastPage = e.page;
  });
  const characters = canonicalizeCharacters(elements);

  const lastLines = pages[pages.length - 1]?.lines ?? [];
  const docEnd: Pos = {
    page: Math.max(1, pages.length),
    row: lastLines.reduce((m, l) => Math.max(m, (l.row ?? 0) + 1), 0),
  };

  const preamble: ScriptElement[] = [];
  const scenes: Scene[] = [];
  const starts: Pos[] = [];
  const ends: number[] = [];
  elements.forEach((e, i) => {
    const pos = positions[i];
    if (e.kind === "scene_heading") {
      const h = parseSceneHeading(e.text);
      scenes.push({
        index: scenes.length,
        number: e.sceneNumber ?? null,
        heading: e.text,
        intExt: h.intExt,
        location: h.location,
        timeOfDay: h.timeOfDay,
        startPage: e.page,
        endPage: e.page,
        lengthEighths: 1,
        elements: [],
      });
      starts.push(pos ? { page: pos.page, row: pos.row } : { page: e.page, row: 0 });
      ends.push(e.page);
    }
    const scene = scenes[scenes.length - 1];
    if (!scene) {
      preamble.push(e);
      return;
    }
    scene.elements.push(e);
    if (pos && !SILENT.has(e.kind)) ends[scene.index] = Math.max(ends[scene.index] ?? 0, pos.endPage);
  });
  const byName = new Map(characters.map((c) => [c.name, c]));
  scenes.forEach((s, i) => {
    const start = starts[i]!;
    const end = starts[i + 1] ?? docEnd;
    s.endPage = Math.max(s.startPage, ends[i] ?? s.startPage);
    s.lengthEighths = eighthsFor(rowsBetween(start, end, L), L);
    for (const e of s.elements) {
      if (e.kind !== "character" || !e.character) continue;
      const c = byName.get(e.character);
      if (c && !c.scenes.includes(s.index)) c.scenes.push(s.index);
    }
  });

  return {
    source: input.source,
    titlePage: input.titlePage,
    preamble,
    scenes,
    characters,
    pages,
    layout: input.layout,
    warnings: input.warnings,
  };
}
