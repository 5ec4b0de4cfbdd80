import { describe, expect, it } from "vitest";

import { finalizeAnalysis, type CoverageDraft } from "@twl/contract";

import { compareNotes } from "../src/modules/compare/compare-coverage.ts";
import { diffElements } from "../src/modules/compare/diff-scene.ts";
import { matchScenes, type SceneText } from "../src/modules/compare/match-scenes.ts";

/** Crafted scenes: each body is a distinct run of words, so matches are decided by content. */
const BODIES: Record<string, string> = {
  harbor: "Rain hammers the harbor as Mara drags the skiff onto the slipway and curses the tide tables.",
  office: "The office hums with fluorescent light. Dev stacks the unpaid invoices into a crooked tower.",
  diner: "Mara slides into the booth across from Dev. Coffee rings stain the menu between them.",
  roof: "On the roof the wind tears at the laundry lines while the city blinks awake below.",
  train: "The night train rattles south. Dev counts the stations on his fingers and falls asleep.",
  court: "The courtroom goes silent as the judge unfolds the verdict and reads it without looking up.",
  church: "Candles gutter in the empty church. Mara kneels at the back pew and whispers a name.",
};

let page = 1;
function scene(index: number, heading: string, ...bodies: string[]): SceneText {
  const start = page++;
  return {
    index,
    heading,
    startPage: start,
    endPage: start,
    elements: bodies.map((b) => ({ kind: "action", text: BODIES[b] ?? b })),
  };
}
const list = (...scenes: [string, ...string[]][]) =>
  scenes.map(([heading, ...bodies], i) => scene(i, heading, ...bodies));

const kinds = (changes: ReturnType<typeof matchScenes>) =>
  changes.map((c) => `${c.kind}${c.moved ? "+moved" : ""}${c.renamed ? "+renamed" : ""}`);

describe("scene matching", () => {
  const draft = list(
    ["EXT. HARBOR - NIGHT", "harbor"],
    ["INT. OFFICE - DAY", "office"],
    ["INT. DINER - DAY", "diner"],
    ["EXT. ROOF - DAWN", "roof"],
  );

  it("keeps identical drafts unchanged", () => {
    expect(kinds(matchScenes(draft, draft))).toEqual(["unchanged", "unchanged", "unchanged", "unchanged"]);
  });

  it("finds a moved scene and leaves the rest in order", () => {
    const rewrite = list(
      ["EXT. HARBOR - NIGHT", "harbor"],
      ["EXT. ROOF - DAWN", "roof"],
      ["INT. OFFICE - DAY", "office"],
      ["INT. DINER - DAY", "diner"],
    );
    const changes = matchScenes(draft, rewrite);
    expect(kinds(changes)).toEqual(["unchanged", "unchanged+moved", "unchanged", "unchanged"]);
    expect(changes[1]!.before[0]!.index).toBe(3);
  });

  it("finds added and cut scenes, a cut scene where it stood", () => {
    const rewrite = list(
      ["EXT. HARBOR - NIGHT", "harbor"],
      ["INT. DINER - DAY", "diner"],
      ["INT. TRAIN - NIGHT", "train"],
      ["EXT. ROOF - DAWN", "roof"],
    );
    const changes = matchScenes(draft, rewrite);
    expect(kinds(changes)).toEqual(["unchanged", "cut", "unchanged", "added", "unchanged"]);
    expect(changes[1]!.before[0]!.heading).toBe("INT. OFFICE - DAY");
    expect(changes[3]!.after[0]!.heading).toBe("INT. TRAIN - NIGHT");
  });

  it("finds a renamed heading and a rewritten scene", () => {
    const rewrite = list(
      ["EXT. MARINA - NIGHT", "harbor"],
      ["INT. OFFICE - DAY", BODIES.office!.replace("crooked tower", "leaning crooked pile")],
      ["INT. DINER - DAY", "diner"],
      ["EXT. ROOF - DAWN", "roof"],
    );
    const changes = matchScenes(draft, rewrite);
    expect(kinds(changes)).toEqual(["unchanged+renamed", "rewritten", "unchanged", "unchanged"]);
    expect(changes[1]!.similarity).toBeGreaterThan(0.5);
    expect(changes[1]!.similarity).toBeLessThan(1);
  });

  it("finds a scene split in two", () => {
    const before = list(["INT. COURT - DAY", "court", "church"], ["EXT. ROOF - DAWN", "roof"]);
    const after = list(
      ["INT. COURT - DAY", "court"],
      ["INT. CHURCH - NIGHT", "church"],
      ["EXT. ROOF - DAWN", "roof"],
    );
    const changes = matchScenes(before, after);
    expect(kinds(changes)).toEqual(["split", "unchanged"]);
    expect(changes[0]!.before.map((s) => s.index)).toEqual([0]);
    expect(changes[0]!.after.map((s) => s.index)).toEqual([0, 1]);
  });

  it("finds two scenes merged into one", () => {
    const before = list(
      ["INT. COURT - DAY", "court"],
      ["INT. CHURCH - NIGHT", "church"],
      ["EXT. ROOF - DAWN", "roof"],
    );
    const after = list(["INT. COURT - DAY", "court", "church"], ["EXT. ROOF - DAWN", "roof"]);
    const changes = matchScenes(before, after);
    expect(kinds(changes)).toEqual(["merged", "unchanged"]);
    expect(changes[0]!.before.map((s) => s.index)).toEqual([0, 1]);
    expect(changes[0]!.after.map((s) => s.index)).toEqual([0]);
  });

  it("does not match unrelated scenes under the same heading", () => {
    const before = list(["INT. OFFICE - DAY", "office"]);
    const after = list(["INT. OFFICE - DAY", "train"]);
    expect(kinds(matchScenes(before, after))).toEqual(["cut", "added"]);
  });
});

describe("element diff", () => {
  it("shows word changes inside a changed element and keeps the rest", () => {
    const blocks = diffElements(
      [
        { kind: "character", text: "MARA" },
        { kind: "dialogue", text: "I never wanted the boat." },
      ],
      [
        { kind: "character", text: "MARA" },
        { kind: "dialogue", text: "I never wanted the house." },
        { kind: "action", text: "She leaves." },
      ],
    );
    expect(blocks.map((b) => b.op)).toEqual(["same", "changed", "added"]);
    const parts = blocks[1]!.parts!;
    expect(parts.filter((p) => p.op === "removed").map((p) => p.text.trim())).toEqual(["boat"]);
    expect(parts.filter((p) => p.op === "added").map((p) => p.text.trim())).toEqual(["house"]);
  });
});

function report(notes: Record<string, string>, scores: Record<string, number>): CoverageDraft {
  const cat = (c: string) => ({ feedback: notes[c] ?? `**${c}**`, score: scores[c] ?? 5 });
  return {
    summary: "s",
    fullAnalysis: {
      plot: "",
      structure: "",
      characters: "",
      dialogue: "",
      pacing: "",
      marketability: "",
      overall: "",
    },
    detailedFeedback: {
      structure: cat("structure"),
      characters: cat("characters"),
      dialogue: cat("dialogue"),
      pacing: cat("pacing"),
      marketability: cat("marketability"),
      overall: { feedback: "" },
    },
  };
}

describe("note status", () => {
  const older = finalizeAnalysis(
    report(
      {
        structure: [
          "**Structure: 5/10.** Held back.",
          "**Fix first**",
          "- **Midpoint** (3/10) — The turn lands on p. 80, scene 40. **Fix:** Move it to p. 55.",
          "- **Act breaks** (4/10) — Act one runs to pp. 40–42. **Fix:** Tighten.",
          "**Could be stronger**",
          "- **Timeline** (6/10) — Flashbacks on p. 12 confuse the clock.",
          "**Working**",
          "- **Scene count** (9/10) — Healthy.",
        ].join("\n"),
        dialogue: "- Monologues run long in the third act, especially the trial speech on p. 90.",
      },
      { structure: 5, dialogue: 5 },
    ),
  );
  const newer = finalizeAnalysis(
    report(
      {
        structure: [
          "**Structure: 7/10.**",
          "**Fix first**",
          "- **Act breaks** (5.5/10) — Act one runs to p. 36. **Fix:** Tighten.",
          "**Could be stronger**",
          "- **Timeline** (6.2/10) — Flashbacks on p. 14 still confuse the clock.",
          "**Working**",
          "- **Midpoint** (8.5/10) — The turn lands on p. 58, scene 30.",
          "- **Scene count** (9/10) — Healthy.",
        ].join("\n"),
        dialogue: "- The trial speech monologues in the third act still run long, p. 88.",
      },
      { structure: 7, dialogue: 5 },
    ),
  );

  it("marks each older note addressed, partly addressed or open with the newer pages", () => {
    const notes = compareNotes(older, newer, () => [99]);
    const byLabel = Object.fromEntries(notes.map((n) => [n.label, n]));
    expect(Object.keys(byLabel)).not.toContain("Scene count");
    expect(byLabel.Midpoint).toMatchObject({
      status: "addressed",
      scoreBefore: 3,
      scoreAfter: 8.5,
      pages: [58],
    });
    expect(byLabel["Act breaks"]).toMatchObject({ status: "partly", pages: [36] });
    expect(byLabel.Timeline).toMatchObject({ status: "open", pages: [14] });
    const dialogue = notes.find((n) => n.category === "dialogue")!;
    expect(dialogue).toMatchObject({ status: "open", pages: [88] });
  });

  it("counts a note the newer report no longer raises as addressed, on the mapped pages", () => {
    const quiet = finalizeAnalysis(report({}, { structure: 8 }));
    const notes = compareNotes(older, quiet, (pages) => pages.map((p) => p + 1));
    const midpoint = notes.find((n) => n.label === "Midpoint")!;
    expect(midpoint.status).toBe("addressed");
    expect(midpoint.pages).toEqual([56, 81]);
  });
});
