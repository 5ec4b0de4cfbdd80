import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { ScreenplayParseError, type ScreenplayParseErrorCode } from "../src/errors.ts";
import { parsePdf } from "../src/pdf/parse.ts";
import { renderScreenplayPdf } from "../src/render/pdf.ts";
import { parseScreenplay } from "../src/sniff.ts";
import { readCorpus } from "./helpers.ts";
import { minimalPdf, PNG_BYTES } from "./pdf-fixtures.ts";

async function codeOf(promise: Promise<unknown>): Promise<ScreenplayParseErrorCode | "resolved"> {
  try {
    await promise;
    return "resolved";
  } catch (err) {
    expect(err).toBeInstanceOf(ScreenplayParseError);
    return (err as ScreenplayParseError).code;
  }
}

describe("parsePdf rejects bad input with ScreenplayParseError", () => {
  it("PNG bytes → not_pdf", async () => {
    expect(await codeOf(parsePdf(PNG_BYTES))).toBe("not_pdf");
    expect(await codeOf(parsePdf(new Uint8Array(0)))).toBe("not_pdf");
  });

  it("a truncated PDF → corrupt", async () => {
    const pdf = await renderScreenplayPdf(readCorpus("short"));
    for (const fraction of [0.1, 0.5, 0.95]) {
      expect(await codeOf(parsePdf(pdf.slice(0, Math.floor(pdf.length * fraction))))).toBe("corrupt");
    }
  });

  it("garbage after a PDF header → corrupt", async () => {
    expect(await codeOf(parsePdf(new TextEncoder().encode("%PDF-1.7\nnot really a PDF\n")))).toBe("corrupt");
  });

  it("a password-protected (encrypted) PDF → encrypted", async () => {
    const pdf = minimalPdf(["INT. HOUSE - DAY"], { userPassword: "secret", ownerPassword: "owner" });
    expect(new TextDecoder("latin1").decode(pdf)).toContain("/Encrypt 6 0 R");
    expect(await codeOf(parsePdf(pdf))).toBe("encrypted");
  });

  it("an encrypted PDF with only an owner password (copy/print restrictions) still parses", async () => {
    const model = await parsePdf(
      minimalPdf(["INT. HOUSE - DAY", "", "Ann waits by the door."], {
        userPassword: "",
        ownerPassword: "owner",
      }),
    );
    expect(model.scenes.map((s) => s.heading)).toEqual(["INT. HOUSE - DAY"]);
    expect(model.scenes[0]!.elements.map((e) => e.kind)).toEqual(["scene_heading", "action"]);
  });

  it("a PDF without a text layer → no_text", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]);
    expect(await codeOf(parsePdf(await doc.save()))).toBe("no_text");
  });

  it("more pages than allowed → too_large", async () => {
    const pdf = await renderScreenplayPdf(readCorpus("short"));
    expect(await codeOf(parsePdf(pdf, { maxPages: 3 }))).toBe("too_large");
    expect(await codeOf(parsePdf(pdf, { maxPages: 10 }))).toBe("resolved");
  });

  it("parseScreenplay sniffs the format and passes the errors on", async () => {
    expect(
      await codeOf(parseScreenplay(minimalPdf(["x"], { userPassword: "pw", ownerPassword: "pw" }))),
    ).toBe("encrypted");
    expect(
      await codeOf(parseScreenplay(new TextEncoder().encode('<?xml version="1.0"?>\n<FinalDraft><Content>'))),
    ).toBe("invalid_fdx");
  });
});
