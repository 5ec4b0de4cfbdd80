import { describe, expect, it } from "vitest";

import { ScreenplayParseError } from "../src/errors.ts";
import { parseFdx } from "../src/fdx/parse.ts";
import { flattenElements } from "../src/render/pdf.ts";
import { fixture } from "./helpers.ts";

describe("parseFdx", () => {
  const model = parseFdx(fixture("sample.fdx"));
  const elements = flattenElements(model);

  it("maps paragraph types to element kinds in order", () => {
    expect(elements.map((e) => e.kind)).toEqual([
      "transition",
      "scene_heading",
      "action",
      "character",
      "parenthetical",
      "dialogue",
      "character",
      "dialogue",
      "shot",
      "action",
      "transition",
      "scene_heading",
      "character",
      "dialogue",
      "character",
      "parenthetical",
      "dialogue",
      "centered",
    ]);
  });

  it("joins text runs and keeps their styles", () => {
    const action = elements[2]!;
    expect(action.text).toBe(
      "The great lens turns. Slowly. KEEPER WREN (60s) polishes brass that does not need polishing.",
    );
    expect(action.styles).toEqual([{ start: 22, end: 29, italic: true }]);
    expect(elements[5]!.styles).toEqual([{ start: 27, end: 36, bold: true, underline: true }]);
  });

  it("reads scene numbers, headings and revisions", () => {
    expect(model.scenes.map((s) => [s.number, s.intExt, s.location, s.timeOfDay])).toEqual([
      ["1", "INT", "LIGHTHOUSE - LAMP ROOM", "NIGHT"],
      ["2A", "EXT", "LIGHTHOUSE - GALLERY", "CONTINUOUS"],
    ]);
    expect(elements[7]!.revised).toBe(true);
    expect(elements[5]!.revised).toBeUndefined();
  });

  it("groups speeches and dual dialogue", () => {
    const dual = elements.filter((e) => e.dual);
    expect(dual.map((e) => `${e.dual}:${e.kind}:${e.character}`)).toEqual([
      "left:character:WREN",
      "left:dialogue:WREN",
      "right:character:RADIO",
      "right:parenthetical:RADIO",
      "right:dialogue:RADIO",
    ]);
    expect(new Set(dual.map((e) => e.dualGroup))).toEqual(new Set([0]));
    expect(elements[6]!.extensions).toEqual(["V.O."]);
  });

  it("lists characters with speeches and extensions", () => {
    expect(model.characters.map((c) => [c.name, c.speeches, c.extensions, c.scenes])).toEqual([
      ["WREN", 2, [], [0, 1]],
      ["RADIO", 2, ["V.O."], [0, 1]],
    ]);
  });

  it("reads the title page", () => {
    expect(model.titlePage).toEqual({
      title: "THE KEEPER",
      credit: "Written by",
      authors: ["Iris Fenwick", "Tom Bell"],
      contact: "iris@example.com\n+1 555 0100",
      draftDate: "Draft 3, 2 June 2025",
      extra: {},
    });
  });

  it("estimates pages with the standard layout", () => {
    expect(model.source).toBe("fdx");
    expect(model.pages).toHaveLength(1);
    expect(model.pages[0]!.lines.find((l) => l.kind === "transition" && l.text === "CUT TO:")?.indent).toBe(
      53,
    );
    const a4 = parseFdx(fixture("sample.fdx"), { layout: "a4-plex" });
    expect(a4.layout.linesPerPage).toBe(53);
  });

  it("rejects XML that is not Final Draft, and broken XML", () => {
    expect(() => parseFdx("<?xml version='1.0'?><svg></svg>")).toThrow(ScreenplayParseError);
    expect(() => parseFdx("<FinalDraft><Content><Paragraph></Content>")).toThrowError(
      expect.objectContaining({ code: "invalid_fdx" }),
    );
  });
});
