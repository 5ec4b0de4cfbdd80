/** Small text helpers shared by the parsers, the layout and the statistics. */
import type { IntExt } from "./model.ts";

const HEADING_PREFIX =
  /^(INT\.?\s*\/\s*EXT|EXT\.?\s*\/\s*INT|I\s*\/\s*E|E\s*\/\s*I|INT|EXT|EST)(?:\.|\s|$)\s*/i;

/** Words that end a scene heading as its time of day (after " - "). */
const TIME_WORDS =
  /^(DAY|NIGHT|MORNING|AFTERNOON|EVENING|DAWN|DUSK|SUNSET|SUNRISE|NOON|MIDDAY|MIDNIGHT|CONTINUOUS|LATER|MOMENTS LATER|A MOMENT LATER|SAME|SAME TIME|MAGIC HOUR|TWILIGHT|PRE-DAWN|FIRST LIGHT|NIGHTFALL|DAYBREAK|LATE NIGHT|EARLY MORNING|LATE AFTERNOON|CONTINUED)\b/i;

/** Opening and closing transitions that tools print at the action margin (FADE IN:, FADE OUT.). */
export const MARGIN_TRANSITION =
  /^(FADE (IN|UP|OUT|TO BLACK)|FADE IN FROM BLACK|CUT TO BLACK|SMASH TO BLACK|IRIS (IN|OUT))\b[^a-z]*[:.]$/;

/** Transitions printed at the margin rather than right-aligned: the opening ones. */
export const OPENING_TRANSITION = /^(FADE (IN|UP)|FADE IN FROM BLACK|IRIS IN)\b/;

export function isSceneHeadingText(text: string): boolean {
  return HEADING_PREFIX.test(text.trim()) && /^[A-Z]/i.test(text.trim());
}

export function endsWithTimeOfDay(text: string): boolean {
  const parts = splitDash(text);
  return parts.length > 1 && TIME_WORDS.test(parts[parts.length - 1] ?? "");
}

function splitDash(text: string): string[] {
  return text
    .split(/\s+[-–—]{1,2}\s+|\s+--\s*/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

export interface ParsedHeading {
  intExt: IntExt | null;
  location: string;
  timeOfDay: string | null;
}

export function parseSceneHeading(heading: string): ParsedHeading {
  let rest = heading.trim();
  let intExt: IntExt | null = null;
  const m = HEADING_PREFIX.exec(rest);
  if (m) {
    const p = (m[1] ?? "").toUpperCase().replace(/[\s.]/g, "");
    intExt = p === "INT" ? "INT" : p === "EXT" ? "EXT" : p === "EST" ? "EST" : "INT/EXT";
    rest = rest.slice(m[0].length);
  }
  const parts = splitDash(rest);
  let timeOfDay: string | null = null;
  if (parts.length > 1) timeOfDay = (parts.pop() ?? "").toUpperCase();
  const location = parts.join(" - ").replace(/\s+/g, " ").trim().toUpperCase();
  return { intExt, location, timeOfDay };
}

/** Day/night bucket of a time of day. */
export function dayNight(timeOfDay: string | null): "day" | "night" | "other" | "unknown" {
  if (!timeOfDay) return "unknown";
  const t = timeOfDay.toUpperCase();
  if (/\b(NIGHT|EVENING|DUSK|SUNSET|MIDNIGHT|TWILIGHT|NIGHTFALL|PRE-DAWN)\b/.test(t)) return "night";
  if (/\b(DAY|MORNING|AFTERNOON|DAWN|SUNRISE|NOON|MIDDAY|DAYBREAK|FIRST LIGHT|MAGIC HOUR)\b/.test(t))
    return "day";
  return "other";
}

export interface ParsedCue {
  name: string;
  extensions: string[];
}

const CONTD = /^(CONT['’]?D\.?|CONT\.?|CONTD|CONTINUED|CONTINUING)$/i;

export function isContdExtension(ext: string): boolean {
  return CONTD.test(ext.trim());
}

/** "JOHN (V.O.) (CONT'D)" → { name: "JOHN", extensions: ["V.O.", "CONT'D"] }. */
export function parseCharacterCue(cue: string): ParsedCue {
  const extensions: string[] = [];
  let text = cue.trim().replace(/\s*\^$/, "");
  const re = /\(([^()]*)\)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const ext = (m[1] ?? "").trim();
    if (ext) extensions.push(isContdExtension(ext) ? "CONT'D" : ext);
  }
  text = text
    .replace(/\([^()]*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { name: text, extensions };
}

/** Identity key for a character name: upper case, no periods, single spaces, straight apostrophes. */
export function characterKey(name: string): string {
  return name.toUpperCase().replace(/[’‘]/g, "'").replace(/\./g, "").replace(/\s+/g, " ").trim();
}

/** Greedy word wrap to `width` monospace columns; words longer than the width are hard-broken. */
export function wrapText(text: string, width: number): string[] {
  const out: string[] = [];
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  let line = "";
  for (let word of words) {
    while (word.length > width) {
      if (line) {
        out.push(line);
        line = "";
      }
      out.push(word.slice(0, width));
      word = word.slice(width);
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += " " + word;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out;
}

export function isUpperCaseLine(text: string): boolean {
  return /\p{Lu}/u.test(text) && text === text.toUpperCase();
}

export function countWords(text: string): number {
  const m = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  return m ? m.length : 0;
}

export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Camera directions written as their own line in capitals: CLOSE ON, INSERT, ANGLE ON, POV... A
 * reader of the FDX (Shot) or the Fountain source sees them as shots.
 */
const SHOT_TEXT =
  /^(ANGLE ON|ANOTHER ANGLE|NEW ANGLE|REVERSE ANGLE|CLOSE ON|CLOSE UP|CLOSE-UP|CLOSEUP|CLOSER ON|CLOSER ANGLE|EXTREME CLOSE|ECU\b|ECU:|C\.U\.|WIDE ON|WIDE SHOT|WIDE ANGLE|WIDER\b|MEDIUM SHOT|TWO SHOT|AERIAL|INSERT\b|BACK TO SCENE|OVER THE SHOULDER|OVER SHOULDER|TRACKING SHOT|POV SHOT|HIGH ANGLE|LOW ANGLE|ESTABLISHING SHOT|PUSH IN|PULL BACK|PULL OUT|ZOOM IN|ZOOM OUT|PAN (?:TO|UP|DOWN|LEFT|RIGHT|ACROSS)|TILT (?:UP|DOWN)|SLOW MOTION|SPLIT SCREEN)/;

export function isShotText(text: string): boolean {
  const t = text.trim();
  return isUpperCaseLine(t) && t.length <= 70 && SHOT_TEXT.test(t);
}
