import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { PDF_BROKEN_PAGE_TREE_MESSAGE } from "@twl/contract";

import { scripts, scriptVersions } from "../src/db/schema.ts";
import { createDummyUser } from "../src/modules/admin/create-dummy-user.ts";
import { bearer, signUp, signUpAdmin } from "./auth-helpers.ts";
import { multipart } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";
import { falseCountPdf, loopingPageTreePdf, parentCyclePdf } from "./hostile-pdfs.ts";
import { uploadScript } from "./scripts-helpers.ts";

/**
 * docs/security.md, issue 28 finding 12: a PDF whose page tree loops or lies about its page count
 * was accepted and became a script with an unreadable file. Every upload path now refuses it before
 * anything is kept: no script row, no version row, no stored file.
 */
/** Each upload opens a parser thread; on a loaded machine that takes seconds. */
const UPLOAD_TEST_TIMEOUT_MS = 120_000;

describe("PDFs with a broken page tree are refused on every upload path", async () => {
  const { app, ctx, dataDir } = await createTestApp({ RATE_LIMIT_MAX: "5000" });
  const owner = await signUp(app);
  const admin = await signUpAdmin(app, ctx);
  const dummy = await createDummyUser(ctx.database.db, { name: "Ghost Writer" });

  const hostile: [string, Buffer][] = [
    ["a /Kids loop back to the root, which claims a million pages", loopingPageTreePdf()],
    ["a root /Count of a million over 3 real pages", falseCountPdf()],
    ["a /Parent cycle (a node listing itself)", parentCyclePdf()],
  ];

  const countFiles = async () =>
    (
      await readdir(path.join(dataDir, "files"), { recursive: true, withFileTypes: true }).catch(() => [])
    ).filter((e) => e.isFile()).length;
  const versionsOf = (scriptId: string) =>
    ctx.database.db.$count(scriptVersions, eq(scriptVersions.scriptId, scriptId));

  async function post(url: string, token: string, data: Buffer, fields: Record<string, string> = {}) {
    const form = multipart(fields, { name: "script.pdf", type: "application/pdf", data });
    return app.inject({
      method: "POST",
      url,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  }

  async function draft(userToken: string, userId?: string): Promise<string> {
    const res = userId
      ? await app.inject({
          method: "POST",
          url: `/api/admin/users/${userId}/scripts`,
          headers: bearer(userToken),
          payload: { title: "Dummy Draft", genres: ["drama"] },
        })
      : await app.inject({
          method: "POST",
          url: "/api/protected/scripts",
          headers: bearer(userToken),
          payload: { title: "A Draft", genres: ["drama"] },
        });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json().script?.id ?? res.json().id) as string;
  }

  async function expectRefusedKeepingNothing(
    send: () => Promise<{ statusCode: number; json: () => unknown }>,
    scriptId?: string,
  ) {
    const scriptsBefore = await ctx.database.db.$count(scripts);
    const versionsBefore = scriptId ? await versionsOf(scriptId) : 0;
    const filesBefore = await countFiles();
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: PDF_BROKEN_PAGE_TREE_MESSAGE });
    expect(await ctx.database.db.$count(scripts)).toBe(scriptsBefore);
    if (scriptId) expect(await versionsOf(scriptId)).toBe(versionsBefore);
    expect(await countFiles()).toBe(filesBefore);
  }

  it.each(hostile)(
    "new script upload: %s",
    async (_, pdf) => {
      await expectRefusedKeepingNothing(() =>
        post("/api/protected/scripts/upload", owner.token, pdf, { title: "Loop", genres: '["drama"]' }),
      );
    },
    UPLOAD_TEST_TIMEOUT_MS,
  );

  it.each(hostile)(
    "a draft's first file: %s",
    async (_, pdf) => {
      const id = await draft(owner.token);
      await expectRefusedKeepingNothing(
        () => post(`/api/protected/scripts/${id}/file`, owner.token, pdf),
        id,
      );
    },
    UPLOAD_TEST_TIMEOUT_MS,
  );

  it.each(hostile)(
    "a new version: %s",
    async (_, pdf) => {
      const id = await uploadScript(app, owner.token, { pages: 2 });
      await expectRefusedKeepingNothing(
        () => post(`/api/protected/scripts/${id}/upload-version`, owner.token, pdf),
        id,
      );
    },
    UPLOAD_TEST_TIMEOUT_MS,
  );

  it.each(hostile)(
    "an admin's upload for a dummy author (both routes): %s",
    async (_, pdf) => {
      const id = await draft(admin.token, dummy.id);
      await expectRefusedKeepingNothing(
        () => post(`/api/admin/users/${dummy.id}/scripts/${id}/upload-version`, admin.token, pdf),
        id,
      );
      await expectRefusedKeepingNothing(
        () => post(`/api/protected/scripts/${id}/file`, admin.token, pdf),
        id,
      );
    },
    UPLOAD_TEST_TIMEOUT_MS,
  );

  it(
    "a sound tree of the same shape is accepted (the check is the tree, not the builder)",
    async () => {
      const res = await post("/api/protected/scripts/upload", owner.token, falseCountPdf(3), {
        title: "Three pages",
        genres: '["drama"]',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().script.pageCount).toBe(3);
    },
    UPLOAD_TEST_TIMEOUT_MS,
  );
});
