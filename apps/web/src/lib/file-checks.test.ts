import { describe, expect, it } from "vitest";

import { isScriptFile, scriptFormatOf, titleFromFileName } from "./file-checks.ts";

const file = (name: string, type = "") => new File(["x"], name, { type });

describe("script file checks", () => {
  it("accepts PDF, Final Draft and Fountain files and nothing else", () => {
    for (const name of ["a.pdf", "a.FDX", "a.fountain", "a.spmd", "a.txt"])
      expect(isScriptFile(file(name))).toBe(true);
    expect(isScriptFile(file("scan", "application/pdf"))).toBe(true);
    for (const name of ["a.docx", "a.fdx.zip", "a.png", "fountain"])
      expect(isScriptFile(file(name))).toBe(false);
  });

  it("strips any script extension from the title and names the format", () => {
    expect(titleFromFileName("Night Shift.fountain")).toBe("Night Shift");
    expect(titleFromFileName("Night Shift (v2).FDX")).toBe("Night Shift (v2)");
    expect(titleFromFileName("notes.txt.pdf")).toBe("notes.txt");
    expect(scriptFormatOf("a.fdx")).toBe("Final Draft");
    expect(scriptFormatOf("a.spmd")).toBe("Fountain");
    expect(scriptFormatOf("a.pdf")).toBe("PDF");
  });
});
