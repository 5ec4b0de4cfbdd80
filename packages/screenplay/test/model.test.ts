import { describe, expect, it } from "vitest";

import { generateFeature } from "../corpus/generator/feature.ts";
import { detectFormat, parseScreenplay } from "../src/sniff.ts";
import { parseCharacterCue, parseSceneHeading } from "../src/text.ts";
import { fixture, readCorpus } from "./helpers.ts";
import { minimalPdf } from "./pdf-fixtures.ts";

describe("model", () => {
  it("is plain JSON for every format (no classes, no undefined holes)", async () => {
    const enc = new TextEncoder();
    for (const bytes of [
      enc.encode(readCorpus("dual")),
      enc.encode(fixture("sample.fdx")),
      minimalPdf(["INT. A - DAY", "", "Text."]),
    ]) {
      const model = await parseScreenplay(bytes);
      expect(JSON.parse(JSON.stringify(model))).toEqual(model);
      expect(Object.getPrototypeOf(model)).toBe(Object.prototype);
    }
  });

  it("detects formats by content", () => {
    const enc = new TextEncoder();
    expect(detectFormat(minimalPdf(["x"]))).toBe("pdf");
    expect(detectFormat(enc.encode(fixture("sample.fdx")))).toBe("fdx");
    expect(detectFormat(enc.encode("<?xml version='1.0'?><svg/>"))).toBe("fountain");
    expect(detectFormat(enc.encode("INT. HOUSE - DAY"))).toBe("fountain");
  });

  it("parses scene headings and character cues", () => {
    expect(parseSceneHeading("INT./EXT. MARA'S TRUCK - MOVING - NIGHT")).toEqual({
      intExt: "INT/EXT",
      location: "MARA'S TRUCK - MOVING",
      timeOfDay: "NIGHT",
    });
    expect(parseSceneHeading("EXT. ROOFTOP")).toEqual({
      intExt: "EXT",
      location: "ROOFTOP",
      timeOfDay: null,
    });
    expect(parseCharacterCue("MRS. HALE (V.O.) (CONT’D)")).toEqual({
      name: "MRS. HALE",
      extensions: ["V.O.", "CONT'D"],
    });
  });
});

describe("corpus", () => {
  it("feature.fountain is what the seeded generator writes", () => {
    expect(generateFeature()).toBe(readCorpus("feature"));
  });
});
