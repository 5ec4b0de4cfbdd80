import { buffer } from "node:stream/consumers";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import yauzl from "yauzl";

import { parseFdx, parseFountain } from "@twl/screenplay";

import { cloutTransactions, comments, reviews } from "../src/db/schema.ts";
import { cleanExpiredExports } from "../src/modules/portability/clean-expired-exports.ts";
import { runAccountExport } from "../src/modules/portability/run-account-export.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { postCover } from "./cover-helpers.ts";
import { corpus, uploadFountain } from "./coverage-helpers.ts";
import { createTestApp } from "./helper.ts";
import { insertCompletedCoverage } from "./portability-helpers.ts";
import { uploadScript } from "./scripts-helpers.ts";

const t = await createTestApp({ RATE_LIMIT_MAX: "5000" });

/** Every entry of a ZIP, by name. */
async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const zipfile = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z!))),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zipfile.on("entry", (entry: yauzl.Entry) => {
      zipfile.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        buffer(stream!).then((b) => {
          files.set(entry.fileName, b);
          zipfile.readEntry();
        }, reject);
      });
    });
    zipfile.on("end", resolve);
    zipfile.on("error", reject);
    zipfile.readEntry();
  });
  return files;
}

describe("account export", () => {
  it("builds a ZIP listing every item, each file opens, and expires", { timeout: 120_000 }, async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const pub = await uploadFountain(t.app, owner.token, {
      name: "short.fountain",
      isPublic: true,
      title: "Short One",
    });
    const priv = await uploadFountain(t.app, owner.token, {
      name: "dual.fountain",
      isPublic: false,
      title: "Dual Secret",
    });
    await uploadScript(t.app, owner.token, { title: "Paper Draft", pages: 2 });
    const coverRes = await postCover(t.app, owner.token, pub);
    expect(coverRes.statusCode, coverRes.body).toBeLessThan(300);
    await insertCompletedCoverage(t.ctx, priv, owner.userId);
    const theirs = await uploadFountain(t.app, other.token, {
      name: "pilot.fountain",
      isPublic: true,
      title: "Theirs",
    });
    const db = t.ctx.database.db;
    await db
      .insert(reviews)
      .values({ scriptId: theirs, userId: owner.userId, rating: 4, comment: "Lovely, tight pilot." });
    await db.insert(comments).values({ scriptId: theirs, userId: owner.userId, content: "That cold open!" });
    await db
      .insert(comments)
      .values({ scriptId: pub, userId: other.userId, content: "Not the owner's words" });
    await db.insert(cloutTransactions).values({
      userId: owner.userId,
      type: "admin_credit",
      amount: 7,
      balance: "liquid",
      message: "=SUM(A1)",
    });

    const started = await t.app.inject({
      method: "POST",
      url: "/api/protected/account/export",
      headers: bearer(owner.token),
    });
    expect(started.statusCode, started.body).toBe(202);
    const exportId = started.json().export.id as string;
    expect(started.json().export.status).toBe("pending");
    expect((await t.app.inject({ method: "POST", url: "/api/protected/account/export" })).statusCode).toBe(
      401,
    );

    // The worker's handler, run here (no queue in this test).
    await runAccountExport(t.ctx, exportId, new Date());
    const status = (
      await t.app.inject({ url: "/api/protected/account/export", headers: bearer(owner.token) })
    ).json();
    expect(status.export).toMatchObject({ id: exportId, status: "ready", progress: 100 });
    expect(new Date(status.export.expiresAt).getTime()).toBeGreaterThan(Date.now());

    expect(
      (
        await t.app.inject({
          url: `/api/protected/account/export/${exportId}/url`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
    const link = await t.app.inject({
      url: `/api/protected/account/export/${exportId}/url`,
      headers: bearer(owner.token),
    });
    expect(link.statusCode, link.body).toBe(200);
    const file = await t.app.inject({ url: link.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toMatch(/^attachment/);
    const files = await unzip(file.rawPayload);
    expect(status.export.fileCount).toBe(files.size);

    const manifest = JSON.parse(files.get("manifest.json")!.toString()) as { files: { path: string }[] };
    const readme = files.get("README.txt")!.toString();
    for (const { path } of manifest.files) {
      expect(files.has(path), path).toBe(true);
      expect(readme).toContain(path);
    }
    const paths = [...files.keys()];
    const find = (re: RegExp) => paths.filter((p) => re.test(p));
    // Three scripts, each with its original; the two Fountain ones also as Fountain and FDX with statistics.
    expect(find(/\/v1\/original\.(fountain|pdf)$/)).toHaveLength(3);
    expect(find(/Dual-Secret-.*\/v1\/original\.fountain$/)).toHaveLength(1);
    expect(find(/Theirs/)).toHaveLength(0);
    for (const p of find(/\.fountain$/))
      expect(parseFountain(files.get(p)!.toString()).scenes.length).toBeGreaterThan(0);
    const dualFdx = find(/Dual-Secret-.*script\.fdx$/)[0]!;
    expect(parseFdx(files.get(dualFdx)!.toString()).scenes.length).toBe(
      parseFountain(corpus("dual.fountain")).scenes.length,
    );
    for (const p of find(/statistics\.json$/))
      expect(JSON.parse(files.get(p)!.toString()).pages).toBeGreaterThan(0);
    for (const p of find(/statistics\.csv$/))
      expect(files.get(p)!.toString()).toMatch(/^path,value\r\npages,\d+/);
    const [coveragePdf] = find(/coverage\/.*\.pdf$/);
    expect((await PDFDocument.load(files.get(coveragePdf!)!)).getPageCount()).toBeGreaterThan(0);
    const [coverageJson] = find(/coverage\/.*\.json$/);
    expect(JSON.parse(files.get(coverageJson!)!.toString()).coverage.provider.name).toBe("Local analysis");
    const [coverImage] = find(/covers\/cover-v1\.\w+$/);
    expect((await sharp(files.get(coverImage!)!).metadata()).width).toBeGreaterThan(0);
    const originalPdf = find(/Paper-Draft-.*original\.pdf$/)[0]!;
    expect((await PDFDocument.load(files.get(originalPdf)!)).getPageCount()).toBe(2);
    expect(JSON.parse(files.get("reviews.json")!.toString())).toMatchObject([
      { comment: "Lovely, tight pilot.", scriptTitle: "Theirs" },
    ]);
    const myComments = JSON.parse(files.get("comments.json")!.toString());
    expect(myComments.map((c: { content: string }) => c.content)).toEqual(["That cold open!"]);
    expect(files.get("clout-ledger.csv")!.toString()).toContain("admin_credit,7,liquid");
    expect(files.get("clout-ledger.csv")!.toString()).toContain("'=SUM(A1)");
    expect(JSON.parse(files.get("account.json")!.toString()).email).toBe(owner.email);
    expect(
      JSON.parse(files.get("scripts.json")!.toString())
        .map((s: { title: string }) => s.title)
        .sort(),
    ).toEqual(["Dual Secret", "Paper Draft", "Short One"]);
    expect(JSON.parse(files.get("billing.json")!.toString())).toEqual({ account: null, payments: [] });

    // Past its expiry the cleanup job deletes the ZIP and the link stops.
    const key = `exports/${owner.userId}/${exportId}.zip`;
    expect(await t.ctx.store.exists(key)).toBe(true);
    expect(await cleanExpiredExports(t.ctx, new Date(Date.now() + 73 * 3_600_000))).toBe(1);
    expect(await t.ctx.store.exists(key)).toBe(false);
    const after = (
      await t.app.inject({ url: "/api/protected/account/export", headers: bearer(owner.token) })
    ).json();
    expect(after.export.status).toBe("expired");
    expect(
      (
        await t.app.inject({
          url: `/api/protected/account/export/${exportId}/url`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(409);
  });
});
