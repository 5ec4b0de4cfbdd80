/** The statistics output: plain JSON. */

export interface StatsOptions {
  /** A speech is a monologue at this many words or more (default 75, about 30 s at 150 wpm). */
  monologueWords?: number;
  /** ...or at this many printed dialogue lines or more (default 10). */
  monologueLines?: number;
}

export interface SceneStat {
  index: number;
  number: string | null;
  heading: string;
  location: string;
  intExt: string | null;
  timeOfDay: string | null;
  dayNight: "day" | "night" | "other" | "unknown";
  startPage: number;
  lengthEighths: number;
  speakers: string[];
  speeches: number;
  /** Dialogue lines / (dialogue + action lines) in the scene, 0..1. */
  dialogueShare: number;
  /** Tempo 0..1, see TEMPO_FORMULA. */
  tempo: number;
}

export interface PageShare {
  page: number;
  actionLines: number;
  dialogueLines: number;
  /** dialogueLines / (actionLines + dialogueLines), 0 on pages with neither. */
  dialogueShare: number;
}

export interface CharacterStat {
  name: string;
  speeches: number;
  /** Words spoken (dialogue and lyrics; parentheticals excluded). */
  words: number;
  /** Printed dialogue/parenthetical/lyrics lines at the standard 35-column dialogue width. */
  dialogueLines: number;
  scenes: number;
  pages: number;
  firstPage: number;
  lastPage: number;
  /** dialogueLines / linesPerPage * 60 (one page ≈ one minute). */
  speakingSeconds: number;
  monologues: number;
  extensions: string[];
}

export interface Monologue {
  character: string;
  scene: number | null;
  page: number;
  words: number;
  lines: number;
  excerpt: string;
}

export interface Interaction {
  a: string;
  b: string;
  /** Scenes in which both speak. */
  scenes: number;
  /** Times one speaks directly after the other within a scene. */
  exchanges: number;
}

export interface LocationStat {
  location: string;
  scenes: number;
  eighths: number;
  pages: number;
  intExt: string[];
}

export interface Split {
  key: string;
  scenes: number;
  eighths: number;
}

export interface Readability {
  words: number;
  sentences: number;
  syllables: number;
  wordsPerSentence: number;
  /** Flesch reading ease: 206.835 - 1.015 × words/sentence - 84.6 × syllables/word. */
  fleschReadingEase: number;
}

export interface ScreenplayStats {
  pages: number;
  /** Estimated running time in minutes: one page ≈ one minute, the last page counted by its lines. */
  runtimeMinutes: number;
  linesPerPage: number;
  scenes: {
    count: number;
    totalEighths: number;
    averageEighths: number;
    longest: SceneStat | null;
    shortest: SceneStat | null;
    list: SceneStat[];
  };
  dialogue: {
    actionLines: number;
    dialogueLines: number;
    /** Overall dialogue share 0..1 (action share = 1 - this). */
    dialogueShare: number;
    perPage: PageShare[];
  };
  characters: CharacterStat[];
  monologues: Monologue[];
  interactions: Interaction[];
  locations: LocationStat[];
  intExt: Split[];
  dayNight: Split[];
  tempo: {
    formula: string;
    perScene: { index: number; value: number }[];
    perPage: { page: number; value: number }[];
  };
  readability: { action: Readability; dialogue: Readability; overall: Readability };
}
