import { describe, expect, it } from "vitest";

import { parseFountain } from "@twl/screenplay";

import { measureMoment } from "../src/modules/coverage/engines/local/text/measure-moment.ts";
import { readText } from "../src/modules/coverage/engines/local/text/read-text.ts";

/** A minimal script written here: lines tied to the action beside them, then moved along. */
const textOf = (fountain: string) => readText(parseFountain(fountain));
const scene = (heading: string, body: string) => `${heading}\n\n${body}\n\n`;
const speech = (who: string, line: string) => `${who}\n${line}\n\n`;

describe("lines in their moment", () => {
  const THINGS =
    "lantern rope kettle ledger compass ribbon anchor violin mirror saddle blanket hammer candle barrel".split(
      " ",
    );
  const build = (shift: number) =>
    textOf(
      scene(
        "INT. CABIN - NIGHT",
        THINGS.map(
          (t, i) =>
            `Mara lifts the ${t} to the light.\n\n${speech(i % 2 ? "MARA" : "TOM", `Is that ${THINGS[(i + shift) % THINGS.length]} yours?`)}`,
        ).join(""),
      ),
    );
  it("sees lines that answer the action beside them, and lines moved away from it", () => {
    const right = measureMoment(build(0));
    const moved = measureMoment(build(3));
    expect(right.pairs).toBe(27);
    expect(right.ratio).toBeGreaterThan(5);
    expect(moved.ratio).toBeLessThan(1.2);
  });
});
