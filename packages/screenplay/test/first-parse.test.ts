/**
 * Guards what makes the first parse in a process fast (issue 17; timed by `npm run bench:screenplay`,
 * never here): a fresh process parses a PDF with the prebuilt pdf.js, V8 accepts its code cache, and
 * neither @napi-rs/canvas nor undici is loaded on the way.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parsePdf } from "../src/pdf/parse.ts";
import { renderScreenplayPdf } from "../src/render/pdf.ts";
import { readCorpus } from "./helpers.ts";

const UNDICI = "NativeModule internal/deps/undici/undici";

// Runs in the child (plain node with tsx): parse one PDF, then report what was loaded.
const CHILD = `
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pdfEngineSource } from "./src/pdf/extract.ts";
import { parsePdf } from "./src/pdf/parse.ts";
const model = await parsePdf(new Uint8Array(readFileSync(process.argv[1])));
const required = Object.keys(createRequire(import.meta.url).cache);
console.log(JSON.stringify({
  engine: pdfEngineSource(),
  canvasLoaded: required.some((file) => file.includes("@napi-rs")),
  undiciLoaded: process.moduleLoadList.includes(${JSON.stringify(UNDICI)}),
  fsListed: process.moduleLoadList.includes("NativeModule fs"),
  model,
}));
`;

describe("the first parse in a fresh process", () => {
  let dir: string;
  let pdf: Uint8Array;
  let child: {
    engine: unknown;
    canvasLoaded: boolean;
    undiciLoaded: boolean;
    fsListed: boolean;
    model: unknown;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "twl-first-parse-"));
    pdf = await renderScreenplayPdf(readCorpus("short"), "letter-courier");
    writeFileSync(join(dir, "short.pdf"), pdf);
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "--eval", CHILD, join(dir, "short.pdf")],
      { cwd: fileURLToPath(new URL("..", import.meta.url)), encoding: "utf8" },
    );
    child = JSON.parse(out) as typeof child;
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("loads the prebuilt pdf.js with its V8 code cache (npm run build:pdfjs -w @twl/screenplay writes them)", () => {
    expect(child.engine).toEqual({ prebuilt: true, codeCache: "accepted" });
  });

  it("loads neither @napi-rs/canvas nor undici", () => {
    expect(child.fsListed).toBe(true); // process.moduleLoadList still names modules this way
    expect(child.canvasLoaded).toBe(false);
    expect(child.undiciLoaded).toBe(false);
  });

  it("gives the same model as a parse in this process", async () => {
    expect(child.model).toEqual(JSON.parse(JSON.stringify(await parsePdf(pdf))));
  });

  it("relies on Node's own Response.prototype.bytes (the prebuilt copy drops pdf.js' polyfill)", () => {
    expect(typeof (Response.prototype as { bytes?: unknown }).bytes).toBe("function");
  });
});
