import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { PDF_MAX_OPERATORS, PDF_MAX_OPERATORS_PER_PAGE, PDF_TOO_COSTLY_MESSAGE } from "@twl/contract";

import { screenplayParses, scripts, scriptVersions } from "../src/db/schema.ts";
import { projectRoot } from "../src/lib/paths.ts";
import { pdfScanLimits } from "../src/modules/screenplay/parse-in-worker.ts";
import { parseVersion } from "../src/modules/screenplay/parse-version.ts";
import { PdfScanRefusal, scanPdf } from "../src/modules/screenplay/pdf-scan/scan-pdf.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { multipart } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";
import { formAmplifiedPdf, inflatedOperatorsPdf } from "./hostile-pdfs.ts";

/** A feature-length screenplay (116 pages) as a screenwriting app exports it, from the parser's corpus. */
const feature = readFileSync(
  path.join(projectRoot(), "packages/screenplay/eval/pdf/afterwriting-a4-default/feature.pdf"),
);

const refusal = (bytes: Buffer) => {
  try {
    scanPdf(new Uint8Array(bytes), pdfScanLimits(bytes.length));
    return undefined;
  } catch (err) {
    if (err instanceof PdfScanRefusal) return err.problem;
    throw err;
  }
};

/** docs/security.md, issue 28 finding 3: a 157 KB PDF that held a parser for the full 30 s. */
describe("the cost of reading a PDF is bounded before pdf.js reads it", () => {
  it("the attack file (1,000 pages each drawing one shared 20,000-operator stream) is out of proportion", () => {
    const attack = inflatedOperatorsPdf(1_000, 20_000);
    expect(attack.length).toBeLessThan(400_000);
    expect(refusal(attack)).toBe("too_costly");
  });

  it("the same cost through other shapes: under the per-page limit on every page, or painted through a form", () => {
    // Each page just under the per-page bound, 1,000 of them: the total bound holds.
    const perPage = Math.floor((PDF_MAX_OPERATORS_PER_PAGE * 0.9) / 2) * 2;
    expect(perPage * 1_000).toBeGreaterThan(PDF_MAX_OPERATORS);
    expect(refusal(inflatedOperatorsPdf(1_000, perPage))).toBe("too_costly");
    // A tiny page stream painting one heavy form 500 times: counted per paint.
    expect(refusal(formAmplifiedPdf(10, 500, 2_000))).toBe("too_costly");
    // Encrypted with an owner password only (it opens without one): the streams are decrypted first.
    expect(refusal(inflatedOperatorsPdf(1_000, 20_000, { encrypt: true }))).toBe("too_costly");
    expect(refusal(inflatedOperatorsPdf(3, 400, { encrypt: true }))).toBeUndefined();
  });

  it("a feature-length script and a long plain one are well within the bounds", () => {
    const scan = scanPdf(new Uint8Array(feature), pdfScanLimits(feature.length));
    expect(scan).toMatchObject({ pages: 116, declaredPages: 116 });
    expect(scan.maxPageOperators).toBeLessThan(PDF_MAX_OPERATORS_PER_PAGE / 10);
    expect(refusal(inflatedOperatorsPdf(300, 600))).toBeUndefined();
  });
});

describe("uploads and parse jobs refuse a PDF out of proportion to its size", async () => {
  const { app, ctx, dataDir } = await createTestApp({ RATE_LIMIT_MAX: "5000" });
  const owner = await signUp(app);
  const countFiles = async () =>
    (
      await readdir(path.join(dataDir, "files"), { recursive: true, withFileTypes: true }).catch(() => [])
    ).filter((e) => e.isFile()).length;

  async function post(url: string, data: Buffer, fields: Record<string, string> = {}) {
    const form = multipart(fields, { name: "script.pdf", type: "application/pdf", data });
    return app.inject({
      method: "POST",
      url,
      headers: { ...bearer(owner.token), ...form.headers },
      payload: form.payload,
    });
  }

  it("refuses the attack file at upload with a clear message, keeping nothing; a normal long script is accepted", async () => {
    const scriptsBefore = await ctx.database.db.$count(scripts);
    const filesBefore = await countFiles();
    const res = await post("/api/protected/scripts/upload", inflatedOperatorsPdf(1_000, 20_000), {
      title: "Inflated",
      genres: '["drama"]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: PDF_TOO_COSTLY_MESSAGE });
    expect(await ctx.database.db.$count(scripts)).toBe(scriptsBefore);
    expect(await countFiles()).toBe(filesBefore);

    const ok = await post("/api/protected/scripts/upload", feature, {
      title: "Feature",
      genres: '["drama"]',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().script.pageCount).toBe(116);

    // The form-painting variant as a new version of that script: refused, no version row.
    const id = ok.json().script.id as string;
    const version = await post(
      `/api/protected/scripts/${id}/upload-version`,
      formAmplifiedPdf(10, 500, 2_000),
    );
    expect(version.json()).toEqual({ success: false, error: PDF_TOO_COSTLY_MESSAGE });
    expect(await ctx.database.db.$count(scriptVersions, eq(scriptVersions.scriptId, id))).toBe(1);
  }, 180_000);

  it("a file stored before the check is refused by the parse job in the pre-scan, not after 30 s", async () => {
    const ok = await post("/api/protected/scripts/upload", feature, {
      title: "Old file",
      genres: '["drama"]',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const [version] = await ctx.database.db
      .select()
      .from(scriptVersions)
      .where(eq(scriptVersions.scriptId, ok.json().script.id));
    await ctx.store.put(version!.s3Key, inflatedOperatorsPdf(1_000, 20_000), "application/pdf");
    await parseVersion(ctx, version!.id);
    const [parse] = await ctx.database.db
      .select()
      .from(screenplayParses)
      .where(eq(screenplayParses.versionId, version!.id));
    expect(parse).toMatchObject({ status: "failed", error: PDF_TOO_COSTLY_MESSAGE });
  }, 180_000);
});
