import { describe, expect, it } from "vitest";

import { parseFountain } from "@twl/screenplay";

import { renamed, renameMap } from "../eval/coverage/rename.ts";
import { toFountain } from "../eval/coverage/writers.ts";
import { measureAddress } from "../src/modules/coverage/engines/local/text/measure-address.ts";
import { measureOrder } from "../src/modules/coverage/engines/local/text/measure-order.ts";
import { readText } from "../src/modules/coverage/engines/local/text/read-text.ts";

/** Measures must not depend on which names a writer picked; minimal scripts written here. */
const textOf = (fountain: string) => readText(parseFountain(fountain));
const scene = (heading: string, body: string) => `${heading}\n\n${body}\n\n`;
const speech = (who: string, line: string) => `${who}\n${line}\n\n`;

describe("lines in the right mouths, whatever the names", () => {
  const build = (a: [string, string], b: [string, string], swap: boolean) => {
    let body = "";
    for (let i = 0; i < 4; i++) {
      const toB = `${b[1]}, pass the rope. Knot ${i} holds.`;
      const toA = `Hold still, ${a[1]}. The tide is ${i} feet up.`;
      body += speech(a[0], swap ? toA : toB) + speech(b[0], swap ? toB : toA);
    }
    return textOf(scene("EXT. PIER - NIGHT", body) + scene("INT. SHED - NIGHT", body));
  };
  it("finds a character called by any word of the cue, not only its longest", () => {
    const wrong = measureAddress(build(["ANA VOSSBERG", "Ana"], ["BEN OKONKWO", "Ben"], true));
    expect(wrong.mentions).toBe(16);
    expect(wrong.selfShare).toBe(1);
  });
  it("gives the same measures when the names change length", () => {
    for (const swap of [false, true]) {
      const short = measureAddress(build(["ANA VOSS", "Ana"], ["BEN OKO", "Ben"], swap));
      const long = measureAddress(build(["ANASTASIA V", "Anastasia"], ["BENEDICT O", "Benedict"], swap));
      expect({ ...long, examples: [] }).toEqual({ ...short, examples: [] });
    }
  });
});

describe("introductions in story order, whatever the names", () => {
  it("finds an introduction by any word of the cue", () => {
    const meet = scene(
      "INT. HALL - DAY",
      `MARGO (40s) enters.\n\n${speech("DETECTIVE MARGO", "Sit.").repeat(3)}`,
    );
    const later = scene("INT. YARD - DAY", speech("DETECTIVE MARGO", "Again.").repeat(3));
    const wrong = measureOrder(textOf(later + meet));
    expect(wrong.introduced).toBe(1);
    expect(wrong.late[0]?.character).toBe("DETECTIVE MARGO");
  });
});

describe("the harness renamer renames as a writer would", () => {
  const script = [
    scene(
      "INT. HARLOW MANOR - NIGHT",
      `JOHN SMITH (50s) waits by the door. Smith's hat is wet.\n\n${speech("JOHN SMITH", "Will you sit, Mary? Harlow Manor is cold.")}${speech("MARY", "I will, John.")}`,
    ),
    "CUT TO:\n\n",
    scene(
      "EXT. GARDEN - DAY",
      `Rain on the garden.\n\n${speech("MARY", "Smith? Smith!")}${speech("JOHN SMITH", "Here.")}SMASH TO BLACK.`,
    ),
  ].join("");
  const model = parseFountain(script);
  const out = toFountain(null, renamed(model));
  const map = renameMap(model);
  it("renames every word of the names and proper place names, keeping their length", () => {
    expect([...map.keys()].sort()).toEqual(["HARLOW", "JOHN", "MANOR", "MARY", "SMITH"]);
    for (const [from, to] of map) {
      expect(to.length).toBe(from.length);
      expect(script.toUpperCase()).not.toContain(to);
      expect(out.toUpperCase()).not.toMatch(new RegExp(`\\b${from}\\b`));
    }
    expect(out).toContain(`${map.get("SMITH")!.charAt(0)}${map.get("SMITH")!.slice(1).toLowerCase()}'s hat`);
  });
  it("leaves common words, heading prefixes and times, transitions and ending marks alone", () => {
    expect(out).toContain(".INT. ");
    expect(out).toContain(" - NIGHT");
    expect(out).toContain(".EXT. GARDEN - DAY");
    expect(out).toContain("> CUT TO:");
    expect(out).toContain("SMASH TO BLACK.");
    expect(out).toContain("Will you sit");
    expect(out).toContain("I will,");
  });
});
