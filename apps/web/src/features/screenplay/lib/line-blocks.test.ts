import { describe, expect, it } from "vitest";

import type { ScriptLine } from "@twl/screenplay";

import { pageBlocks, screenplaySheets, type LineBlock } from "./line-blocks.ts";

const kinds = (blocks: ReturnType<typeof pageBlocks>) =>
  blocks.map((block) =>
    block.type === "lines" ? `${block.kind}:${block.gapBefore}` : `dual:${block.gapBefore}`,
  );

describe("page blocks", () => {
  it("joins a paragraph's rows and counts the blank rows between paragraphs", () => {
    const lines: ScriptLine[] = [
      { kind: "action", text: "One", row: 2, scene: 0 },
      { kind: "action", text: "two.", row: 3, scene: 0 },
      { kind: "action", text: "Next paragraph.", row: 5, scene: 0 },
      { kind: "character", text: "NORA", row: 7, scene: 0 },
      { kind: "character", text: "SAM", row: 8, scene: 0 },
    ];
    const blocks = pageBlocks(lines);
    expect(kinds(blocks)).toEqual(["action:2", "action:1", "character:1", "character:0"]);
    expect((blocks[0] as LineBlock).text).toBe("One\ntwo.");
  });

  it("spaces lines by kind when the model has no row numbers", () => {
    const lines: ScriptLine[] = [
      { kind: "scene_heading", text: "INT. WARD - NIGHT" },
      { kind: "action", text: "Beeps." },
      { kind: "character", text: "NORA" },
      { kind: "parenthetical", text: "(soft)" },
      { kind: "dialogue", text: "Sleep." },
      { kind: "dialogue", text: "Now." },
      { kind: "transition", text: "CUT TO:" },
    ];
    const blocks = pageBlocks(lines);
    expect(kinds(blocks)).toEqual([
      "scene_heading:0",
      "action:1",
      "character:1",
      "parenthetical:0",
      "dialogue:0",
      "transition:1",
    ]);
    expect((blocks[4] as LineBlock).text).toBe("Sleep.\nNow.");
  });

  it("gives each scene one anchor, on its first printed block", () => {
    const sheets = screenplaySheets([
      {
        number: 1,
        lines: [
          { kind: "scene_heading", text: "A", row: 0, scene: 0 },
          { kind: "action", text: "x", row: 2, scene: 0 },
        ],
      },
      {
        number: 2,
        printed: "2",
        lines: [
          { kind: "action", text: "y", row: 0, scene: 0 },
          { kind: "scene_heading", text: "B", row: 2, scene: 1 },
        ],
      },
    ]);
    const anchors = sheets.flatMap((sheet) => sheet.blocks.map((block) => block.anchor));
    expect(anchors).toEqual([0, undefined, undefined, 1]);
    expect(sheets.map((sheet) => sheet.label)).toEqual([null, "2"]);
  });
});
