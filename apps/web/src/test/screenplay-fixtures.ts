import type { ScreenplayResponse } from "@twl/contract";
import type { Scene, SceneStat, Screenplay, ScreenplayStats, ScriptLine } from "@twl/screenplay";

const line = (
  kind: ScriptLine["kind"],
  text: string,
  row: number,
  scene: number,
  extra: Partial<ScriptLine> = {},
): ScriptLine => ({
  kind,
  text,
  row,
  scene,
  ...extra,
});

const scene = (
  index: number,
  heading: string,
  intExt: Scene["intExt"],
  location: string,
  timeOfDay: string,
  startPage: number,
  lengthEighths: number,
): Scene => ({
  index,
  number: String(index + 1),
  heading,
  intExt,
  location,
  timeOfDay,
  startPage,
  endPage: startPage,
  lengthEighths,
  elements: [{ kind: "scene_heading", text: heading, page: startPage }],
});

/** Two pages, three scenes, and one of every kind of printed line the reader draws. */
export function makeScreenplay(): Screenplay {
  return {
    source: "fountain",
    titlePage: { title: "NIGHT SHIFT", credit: "Written by", authors: ["Ada Lovelace"], extra: {} },
    preamble: [],
    scenes: [
      scene(0, "INT. HOSPITAL WARD - NIGHT", "INT", "HOSPITAL WARD", "NIGHT", 1, 7),
      scene(1, "EXT. ROOFTOP - DAY", "EXT", "ROOFTOP", "DAY", 2, 3),
      scene(2, "INT. CAR - CONTINUOUS", "INT", "CAR", "CONTINUOUS", 2, 2),
    ],
    characters: [],
    pages: [
      {
        number: 1,
        lines: [
          line("scene_heading", "INT. HOSPITAL WARD - NIGHT", 0, 0, { sceneNumber: "1" }),
          line("action", "Monitors beep. NORA (40s) walks the ward,", 2, 0),
          line("action", "counting breaths.", 3, 0),
          line("character", "NORA", 5, 0),
          line("parenthetical", "(whispering)", 6, 0),
          line("dialogue", "Everyone is dreaming the same", 7, 0),
          line("dialogue", "dream.", 8, 0),
          line("character", "SAM", 10, 0, { dual: "left" }),
          line("character", "ELI", 10, 0, { dual: "right" }),
          line("dialogue", "Left side.", 11, 0, { dual: "left" }),
          line("dialogue", "Right side.", 11, 0, { dual: "right" }),
          line("character", "NORA", 13, 0),
          line("dialogue", "Listen.", 14, 0),
          line("more", "(MORE)", 15, 0),
          line("transition", "CUT TO:", 17, 0),
        ],
      },
      {
        number: 2,
        printed: "2",
        lines: [
          line("character", "NORA (CONT'D)", 0, 0, { continued: true }),
          line("dialogue", "They are all awake.", 1, 0),
          line("scene_heading", "EXT. ROOFTOP - DAY", 3, 1, { sceneNumber: "2" }),
          line("action", "Wind.", 5, 1),
          line("scene_heading", "INT. CAR - CONTINUOUS", 7, 2, { sceneNumber: "3" }),
          line("centered", "THE END", 9, 2),
        ],
      },
    ],
    layout: { name: "letter-courier", linesPerPage: 55 },
    warnings: [],
  };
}

const sceneStat = (source: Scene, dayNight: SceneStat["dayNight"]): SceneStat => ({
  index: source.index,
  number: source.number,
  heading: source.heading,
  location: source.location,
  intExt: source.intExt,
  timeOfDay: source.timeOfDay,
  dayNight,
  startPage: source.startPage,
  lengthEighths: source.lengthEighths,
  speakers: [],
  speeches: 2,
  dialogueShare: 0.5,
  tempo: 0.6,
});

const character = (
  name: string,
  speeches: number,
  words: number,
  scenes: number,
  pages: number,
  speakingSeconds: number,
  monologues = 0,
) => ({
  name,
  speeches,
  words,
  dialogueLines: speeches * 2,
  scenes,
  pages,
  firstPage: 1,
  lastPage: 2,
  speakingSeconds,
  monologues,
  extensions: [],
});

export function makeStats(): ScreenplayStats {
  const [ward, roof, car] = makeScreenplay().scenes as [Scene, Scene, Scene];
  const list = [sceneStat(ward, "night"), sceneStat(roof, "day"), sceneStat(car, "other")];
  const readable = {
    words: 40,
    sentences: 6,
    syllables: 52,
    wordsPerSentence: 6.67,
    fleschReadingEase: 92.4,
  };
  return {
    pages: 2,
    runtimeMinutes: 1.4,
    linesPerPage: 55,
    scenes: { count: 3, totalEighths: 12, averageEighths: 4, longest: list[0]!, shortest: list[2]!, list },
    dialogue: {
      actionLines: 3,
      dialogueLines: 8,
      dialogueShare: 0.727,
      perPage: [
        { page: 1, actionLines: 2, dialogueLines: 6, dialogueShare: 0.75 },
        { page: 2, actionLines: 1, dialogueLines: 2, dialogueShare: 0.667 },
      ],
    },
    characters: [
      character("NORA", 3, 14, 1, 2, 9),
      character("SAM", 1, 2, 1, 1, 2),
      character("ELI", 1, 40, 1, 1, 3, 1),
    ],
    monologues: [],
    interactions: [],
    locations: [
      { location: "HOSPITAL WARD", scenes: 1, eighths: 7, pages: 0.875, intExt: ["INT"] },
      { location: "ROOFTOP", scenes: 1, eighths: 3, pages: 0.375, intExt: ["EXT"] },
      { location: "CAR", scenes: 1, eighths: 2, pages: 0.25, intExt: ["INT"] },
    ],
    intExt: [
      { key: "INT", scenes: 2, eighths: 9 },
      { key: "EXT", scenes: 1, eighths: 3 },
    ],
    dayNight: [
      { key: "night", scenes: 1, eighths: 7 },
      { key: "day", scenes: 1, eighths: 3 },
      { key: "other", scenes: 1, eighths: 2 },
    ],
    tempo: {
      formula: "tempo = brevity + rhythm + punch",
      perScene: [],
      perPage: [
        { page: 1, value: 0.55 },
        { page: 2, value: 0.7 },
      ],
    },
    readability: { action: readable, dialogue: readable, overall: readable },
  };
}

export function screenplayDone(version = 1): ScreenplayResponse {
  return { success: true, version, status: "done", model: makeScreenplay(), stats: makeStats() };
}

/**
 * The same model served in two parts of one page each: part 1 (the model with page 1, the stats)
 * without `part`, or the pages of `part`.
 */
export function screenplayInParts(part = 1, version = 1): ScreenplayResponse {
  const model = makeScreenplay();
  const parts = {
    index: part,
    count: 2,
    ranges: [
      { from: 1, to: 1 },
      { from: 2, to: 2 },
    ],
  };
  if (part > 1) return { success: true, version, status: "done", pages: [model.pages[part - 1]], parts };
  return {
    success: true,
    version,
    status: "done",
    model: {
      ...model,
      pages: model.pages.slice(0, 1),
      scenes: model.scenes.map(({ elements: _, ...s }) => s),
    },
    stats: makeStats(),
    parts,
  };
}

export function screenplayPending(version = 1): ScreenplayResponse {
  return { success: true, version, status: "pending" };
}

export function fileUrl(fileType: "pdf" | "fdx" | "fountain" = "pdf", version = 1) {
  return {
    success: true,
    url: `/files/scripts/script-1/v${version}.${fileType}?signature=abc`,
    version,
    fileType,
    expiresAt: "2030-01-01T00:00:00.000Z",
  };
}
