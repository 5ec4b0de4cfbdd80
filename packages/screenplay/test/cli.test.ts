import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

import { runCli } from "../src/cli/run.ts";
import { corpusPath, fixture } from "./helpers.ts";
import { PNG_BYTES } from "./pdf-fixtures.ts";

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("screenplay CLI", () => {
  const dir = mkdtempSync(join(tmpdir(), "screenplay-cli-"));

  it("parse prints a readable summary of scenes and characters", async () => {
    const r = await run("parse", corpusPath("numbered"));
    expect(r.code).toBe(0);
    expect(r.out).toContain("ROUNDS  (fountain)");
    expect(r.out).toContain("4 pages, 6 scenes, 4 characters");
    expect(r.out).toMatch(/3\s+2A\s+INT\. MERCY GENERAL - CORRIDOR - CONTINUOUS/);
    expect(r.out).toMatch(/DEV\s+\d+/);
  });

  it("parse --json prints the model; stats --json the statistics", async () => {
    const model = JSON.parse((await run("parse", corpusPath("short"), "--json")).out);
    expect(model.scenes).toHaveLength(5);
    const stats = JSON.parse((await run("stats", corpusPath("short"), "--json")).out);
    expect(stats.scenes.count).toBe(5);
    expect(stats.characters[0].name).toBe("HOLLIS");
  });

  it("stats prints tables people can read", async () => {
    const r = await run("stats", corpusPath("dual"));
    expect(r.code).toBe(0);
    expect(r.out).toContain("Estimated running time");
    expect(r.out).toMatch(/Character\s+Speeches\s+Words/);
    expect(r.out).toContain("Who talks with whom");
  });

  it("sniffs PDF and FDX by content, whatever the file is called", async () => {
    const pdf = join(dir, "script.txt");
    expect((await run("render", corpusPath("short"), "--out", pdf, "--layout", "a4-plex")).code).toBe(0);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe("%PDF-");
    const fromPdf = JSON.parse((await run("parse", pdf, "--json")).out);
    expect(fromPdf.source).toBe("pdf");
    expect(fromPdf.scenes).toHaveLength(5);
    const fdx = join(dir, "keeper.fountain");
    writeFileSync(fdx, fixture("sample.fdx"));
    expect(JSON.parse((await run("parse", fdx, "--json")).out).source).toBe("fdx");
  });

  it("reports errors with an exit code", async () => {
    const png = join(dir, "image.pdf");
    writeFileSync(png, PNG_BYTES);
    writeFileSync(join(dir, "fake.pdf"), "%PDF-1.4\ngarbage");
    expect(await run("parse", join(dir, "fake.pdf"))).toMatchObject({
      code: 1,
      err: expect.stringContaining("corrupt"),
    });
    expect(await run("parse", join(dir, "missing.pdf"))).toMatchObject({
      code: 1,
      err: expect.stringContaining("no such file"),
    });
    expect(await run("frobnicate", "x")).toMatchObject({ code: 2, err: expect.stringContaining("Usage") });
    expect(await run("parse", corpusPath("short"), "--layout", "a5")).toMatchObject({ code: 2 });
  });
});
