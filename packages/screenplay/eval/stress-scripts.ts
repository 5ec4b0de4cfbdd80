/**
 * Stress scripts for the evaluation: seeded, randomly assembled Fountain screenplays that combine
 * the constructs real scripts use and that trip PDF parsers once another tool has laid them out:
 * long speeches across pages, dual dialogue (afterwriting starts the next element beside the
 * longer column), action split mid-sentence at a page foot, indented action, wrapped headings,
 * names such as "MRS. O'HARA", "WALTER, JR." or "@McCLANE", camera directions, fades, centred
 * text, emphasis, notes and the boneyard. The words are nonsense; the structure is what counts.
 *
 *   npm run eval:stress -w @twl/screenplay   (rewrites eval/sources/stress/*.fountain)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const STRESS_SCRIPTS = 12;

const WORDS =
  "the a his her old new cold dark quiet small bright broken glass door window table chair street car rain light shadow hand face voice room hallway stairs phone letter gun coffee bottle money box bag coat hat floor wall ceiling moment silence crowd engine dog child woman man stranger mirror candle river bridge tower clock night morning fire smoke dust paper knife key ring photograph".split(
    " ",
  );
const VERBS =
  "walks runs stops turns looks stares waits listens smiles frowns grabs drops opens closes pushes pulls lifts sets watches checks pockets slams lights kills hides reaches".split(
    " ",
  );
const NAMES = [
  "MAYA",
  "DANIEL",
  "MRS. O'HARA",
  "DR. KING",
  "GUARD #2",
  "JEAN-PAUL",
  "WALTER, JR.",
  "OFFICER DIAZ",
  "THE STRANGER",
  "MAN 1",
  "OLD WOMAN",
  "KATE",
  "BOB",
  "SGT. MILLER",
  "LITTLE GIRL",
  "NURSE",
  "AGENT SMITH",
  "ZOË",
  "JOSÉ",
];
const EXTENSIONS = ["", "", "", " (V.O.)", " (O.S.)", " (O.C.)", " (CONT'D)", " (PRE-LAP)"];
const PLACES = [
  "KITCHEN",
  "APARTMENT - LIVING ROOM",
  "POLICE STATION - INTERROGATION ROOM",
  "MAYA'S CAR (MOVING)",
  "ROOFTOP",
  "BUS STOP",
  "HOSPITAL CORRIDOR",
  "DINER",
  "FOREST - CLEARING",
  "O'HARA HOUSE - BEDROOM",
  "PARKING GARAGE - LEVEL 3",
  "TRAIN STATION",
];
const TIMES = ["DAY", "NIGHT", "CONTINUOUS", "LATER", "MOMENTS LATER", "DAWN", "DUSK", "SAME", "MORNING"];
const PREFIXES = ["INT.", "EXT.", "INT.", "EXT.", "INT./EXT.", "I/E", "EST."];

/** A small linear congruential generator: the same seed gives the same script everywhere. */
function random(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
  const pick = <T>(a: readonly T[]): T => a[Math.floor(next() * a.length)]!;
  return { next, pick, chance: (p: number) => next() < p };
}

export function stressScript(seed: number): string {
  const { next, pick, chance } = random(seed);
  const heading = () => {
    const place = pick(PLACES);
    const sep = chance(0.15) ? " -- " : " - ";
    const h = chance(0.05)
      ? `${pick(PREFIXES)} ${place} - ${place} - BACK ROOM BEHIND THE COUNTER${sep}${pick(TIMES)}`
      : `${pick(PREFIXES)} ${place}${sep}${pick(TIMES)}`;
    return chance(0.1) ? `${h} (1985)` : h;
  };
  const sentence = (min = 4, max = 14) => {
    const n = min + Math.floor(next() * (max - min));
    const w: string[] = [];
    for (let i = 0; i < n; i++) w.push(i % 4 === 1 ? pick(VERBS) : pick(WORDS));
    let s = w.join(" ");
    s = s[0]!.toUpperCase() + s.slice(1);
    if (chance(0.1)) s = s.replace(/ (\w+) /, " *$1* ");
    const dash = chance(0.05);
    const dots = !dash && chance(0.05);
    s += dash ? " --" : dots ? "..." : pick([".", ".", ".", "!", "?"]);
    return s;
  };
  const para = (n: number) => Array.from({ length: n }, () => sentence()).join(" ");
  const speech = (name: string) => {
    const out = [`${name}${pick(EXTENSIONS)}`];
    if (chance(0.3))
      out.push(
        `(${pick(["quietly", "beat", "to Maya", "smiling", "under her breath", "re: the letter", "sotto", "then, louder", "a long pause while he considers what to say"])})`,
      );
    const blocks = chance(0.15) ? 3 + Math.floor(next() * 6) : 1 + Math.floor(next() * 2);
    for (let i = 0; i < blocks; i++) {
      out.push(para(1 + Math.floor(next() * 3)));
      if (i < blocks - 1 && chance(0.4)) out.push(`(${pick(["beat", "pause", "off her look", "laughing"])})`);
    }
    return out.join("\n");
  };
  const scene = (numbered: boolean, n: number) => {
    const out = [heading() + (numbered ? ` #${n}#` : "")];
    const k = 2 + Math.floor(next() * 9);
    let lastSpeaker = "";
    for (let i = 0; i < k; i++) {
      const r = next();
      if (r < 0.35) out.push(para(1 + Math.floor(next() * (chance(0.2) ? 8 : 3))));
      else if (r < 0.7) {
        let name = pick(NAMES);
        if (name === lastSpeaker) name = pick(NAMES);
        lastSpeaker = name;
        out.push(speech(name));
      } else if (r < 0.74)
        out.push(
          pick([
            "BANG!",
            "THE DOOR EXPLODES INWARD.",
            "SUPER: Three years later.",
            "CLOSE ON the photograph.",
            "INSERT - THE LETTER",
            "BACK TO SCENE",
            "SILENCE.",
            "ON THE TV:",
          ]),
        );
      else if (r < 0.78)
        out.push(`${pick(NAMES.slice(0, 8))}\n${para(1)}\n\n${pick(NAMES.slice(8))} ^\n${para(1)}`);
      else if (r < 0.8) out.push(para(1));
      else if (r < 0.82) out.push(`> ${pick(["THE END", "INTERMISSION", "TEN YEARS LATER"])} <`);
      else if (r < 0.84) out.push(`[[${sentence()}]]`);
      else if (r < 0.86) out.push(`${sentence()}\n${sentence()}\n${sentence()}`);
      else if (r < 0.88) out.push(`    ${sentence()}`);
      else if (r < 0.9) out.push(`@McCLANE\n${para(1)}`);
      else if (r < 0.91) out.push("===");
      else if (r < 0.92) out.push(`# ACT ${pick(["ONE", "TWO"])}\n\n= ${sentence()}`);
      else if (r < 0.93) out.push(`/* ${sentence()}\n\n${sentence()} */`);
      else if (r < 0.94) out.push(`${pick(["1985.", "2:14 AM.", "10 YEARS LATER"])} ${sentence()}`);
      else if (r < 0.95)
        out.push(`"${sentence()}" — a sign reads. _Underlined_ and **bold** words… “quoted”.`);
      else if (r < 0.96)
        out.push(`${pick(NAMES)}\n(into the phone)\n${para(1)}\n(beat)\n${para(1)}\n(hanging up)`);
      else if (r < 0.97) out.push(`${pick(["BOOM.", "SILENCE.", "A GUNSHOT."])}\n\n${para(1)}`);
      else if (r < 0.98) out.push(`${pick(NAMES)}\nI said WAIT. Room 237, 3rd floor -- NOW!`);
      else out.push(para(2));
    }
    if (chance(0.25))
      out.push(
        pick([
          "CUT TO:",
          "SMASH CUT TO:",
          "DISSOLVE TO:",
          "MATCH CUT TO:",
          "> FADE TO BLACK.",
          "> FADE OUT.",
        ]),
      );
    return out.join("\n\n");
  };
  const numbered = chance(0.3);
  const parts: string[] = [];
  if (chance(0.7))
    parts.push(
      `Title: ${pick(["Night Train", "The Quiet Hour", "Glass Houses"])}\nCredit: Written by\nAuthor: ${pick(["Alex Morgan", "Sam Lee"])}\nDraft date: ${pick(["1/2/2024", "March 3, 2025"])}\nContact:\n    Agency Name\n    555-0100`,
    );
  // A script opens with FADE IN: or a blank line (a heading needs one before it).
  parts.push(chance(0.5) ? "FADE IN:" : "");
  const scenes = 8 + Math.floor(next() * 25);
  for (let s = 1; s <= scenes; s++) parts.push(scene(numbered, s));
  if (chance(0.5)) parts.push("> FADE OUT.");
  const body = parts.join("\n\n");
  return (body.startsWith("\n") ? body : body.replace(/^(?!Title:)/, "\n")) + "\n";
}

export const stressName = (i: number) => `stress-${String(i).padStart(2, "0")}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL("sources/stress/", import.meta.url));
  mkdirSync(dir, { recursive: true });
  for (let i = 1; i <= STRESS_SCRIPTS; i++)
    writeFileSync(`${dir}${stressName(i)}.fountain`, stressScript(i * 7919));
  console.log(`${STRESS_SCRIPTS} scripts in ${dir}`);
}
