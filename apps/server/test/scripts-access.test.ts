import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";

import { createDummyUser } from "../src/modules/admin/create-dummy-user.ts";
import { uploadScript as uploadScriptAs } from "../src/modules/scripts/create-script.ts";
import { bearer, signUp, signUpAdmin } from "./auth-helpers.ts";
import { postCover } from "./cover-helpers.ts";
import { makePdf, multipart } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";
import { uploadScript } from "./scripts-helpers.ts";

type Actor = "owner" | "other" | "visitor" | "admin";
type Call = "detail" | "publicUrl" | "protectedUrl" | "cover" | "versions" | "update" | "delete";

describe("access matrix", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "5000" });
  const owner = await signUp(app);
  const other = await signUp(app);
  const admin = await signUpAdmin(app, ctx);
  const tokens: Record<Actor, string | undefined> = {
    owner: owner.token,
    other: other.token,
    visitor: undefined,
    admin: admin.token,
  };

  async function withCover(id: string, token: string, url = `/api/protected/scripts/${id}/cover`) {
    const res = await postCover(app, token, id, { url });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function call(appInstance: FastifyInstance, what: Call, id: string, token: string | undefined) {
    const headers = token ? bearer(token) : {};
    switch (what) {
      case "detail":
        return appInstance.inject({ method: "GET", url: `/api/scripts/${id}`, headers });
      case "publicUrl":
        return appInstance.inject({ method: "GET", url: `/api/scripts/${id}/url`, headers });
      case "protectedUrl":
        return appInstance.inject({ method: "GET", url: `/api/protected/scripts/${id}/url`, headers });
      case "cover":
        return appInstance.inject({ method: "GET", url: `/api/scripts/${id}/cover?size=card`, headers });
      case "versions":
        return appInstance.inject({ method: "GET", url: `/api/protected/scripts/${id}/versions`, headers });
      case "update":
        return appInstance.inject({
          method: "PUT",
          url: `/api/protected/scripts/${id}`,
          headers,
          payload: { title: "Changed" },
        });
      case "delete":
        return appInstance.inject({ method: "DELETE", url: `/api/protected/scripts/${id}`, headers });
    }
  }

  const calls: Call[] = ["detail", "publicUrl", "protectedUrl", "cover", "versions", "update", "delete"];

  async function statuses(id: string, actor: Actor) {
    const result: Record<string, number> = {};
    for (const what of calls.filter((c) => c !== "delete"))
      result[what] = (await call(app, what, id, tokens[actor])).statusCode;
    return result;
  }

  it("private script of a real user: only the owner gets in; others learn only that it is private", async () => {
    const id = await uploadScript(app, owner.token, { isPublic: false });
    await withCover(id, owner.token);
    expect(await statuses(id, "owner")).toEqual({
      detail: 200,
      publicUrl: 200,
      protectedUrl: 200,
      cover: 200,
      versions: 200,
      update: 200,
    });
    expect(await statuses(id, "other")).toEqual({
      detail: 403,
      publicUrl: 403,
      protectedUrl: 403,
      cover: 404,
      versions: 403,
      update: 403,
    });
    expect(await statuses(id, "visitor")).toEqual({
      detail: 403,
      publicUrl: 403,
      protectedUrl: 401,
      cover: 404,
      versions: 401,
      update: 401,
    });
    expect(await statuses(id, "admin")).toEqual({
      detail: 403,
      publicUrl: 403,
      protectedUrl: 403,
      cover: 404,
      versions: 403,
      update: 403,
    });
    expect(
      (
        await app.inject({
          method: "GET",
          url: `/api/protected/scripts/${id}/covers`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(403);
    const denied = await call(app, "detail", id, other.token);
    expect(denied.json()).toEqual({ success: false, error: "This script is private" });
    expect((await call(app, "publicUrl", id, undefined)).json().error).toBe("This script is private");
    for (const actor of ["other", "visitor", "admin"] as const) {
      expect((await call(app, "delete", id, tokens[actor])).statusCode).toBe(actor === "visitor" ? 401 : 403);
    }
    expect((await call(app, "delete", id, owner.token)).statusCode).toBe(200);
    expect((await call(app, "detail", id, owner.token)).statusCode).toBe(404);
  });

  it("public script: everyone reads it and its active file; only the owner manages it", async () => {
    const id = await uploadScript(app, owner.token, { isPublic: true });
    await withCover(id, owner.token);
    for (const actor of ["other", "visitor", "admin"] as const) {
      const result = await statuses(id, actor);
      expect(result).toMatchObject({ detail: 200, publicUrl: 200, cover: 200 });
      // Any signed-in user sees the versions list of a public script.
      expect(result.versions).toBe(actor === "visitor" ? 401 : 200);
      expect(result.update).toBe(actor === "visitor" ? 401 : 403);
      const detail = await call(app, "detail", id, tokens[actor]);
      expect(detail.json().script).toMatchObject({ isOwner: false, canEdit: false });
    }
    // The cover gallery too, for signed-in readers.
    const covers = await app.inject({
      method: "GET",
      url: `/api/protected/scripts/${id}/covers`,
      headers: bearer(other.token),
    });
    expect(covers.statusCode).toBe(200);
    expect(covers.json().covers.length).toBeGreaterThan(0);
    // Readers get the active version only; older versions are the owner's.
    const older = await app.inject({
      method: "GET",
      url: `/api/scripts/${id}/url?version=1`,
      headers: bearer(other.token),
    });
    expect(older.statusCode).toBe(200);
    const form = multipart({}, { name: "v2.pdf", type: "application/pdf", data: await makePdf(2) });
    await app.inject({
      method: "POST",
      url: `/api/protected/scripts/${id}/upload-version`,
      headers: { ...bearer(owner.token), ...form.headers },
      payload: form.payload,
    });
    expect(
      (
        await app.inject({
          method: "GET",
          url: `/api/scripts/${id}/url?version=1`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: "GET",
          url: `/api/scripts/${id}/url?version=1`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(200);
  });

  it("admins act for dummy authors: everything, through the protected and the admin routes", async () => {
    const dummy = await createDummyUser(ctx.database.db, { name: "Ghost Writer" });
    const id = await uploadScriptAs(ctx, {
      userId: dummy.id,
      title: "Dummy Draft",
      genreSlugs: ["horror"],
      isPublic: false,
      file: { buffer: await makePdf(2), fileName: "d.pdf" },
    });
    expect(await statuses(id, "admin")).toEqual({
      detail: 200,
      publicUrl: 200,
      protectedUrl: 200,
      cover: 404,
      versions: 200,
      update: 200,
    });
    expect(await statuses(id, "other")).toMatchObject({ detail: 403, versions: 403, update: 403 });
    const detail = await call(app, "detail", id, admin.token);
    expect(detail.json().script).toMatchObject({ isOwner: false, canEdit: true, user: { isDummy: true } });

    const adminUpdate = await app.inject({
      method: "PUT",
      url: `/api/admin/users/${dummy.id}/scripts/${id}`,
      headers: bearer(admin.token),
      payload: { title: "Admin Edited", isPublic: true },
    });
    expect(adminUpdate.statusCode).toBe(200);
    expect(adminUpdate.json().script).toMatchObject({ title: "Admin Edited", isPublic: true });
    await withCover(id, admin.token, `/api/admin/users/${dummy.id}/scripts/${id}/cover`);
    const form = multipart({}, { name: "v2.pdf", type: "application/pdf", data: await makePdf(4) });
    const version = await app.inject({
      method: "POST",
      url: `/api/admin/users/${dummy.id}/scripts/${id}/upload-version`,
      headers: { ...bearer(admin.token), ...form.headers },
      payload: form.payload,
    });
    expect(version.json().script).toMatchObject({ activeVersion: 2, pageCount: 4 });

    // The admin routes refuse customers, a wrong author id, and real (non-dummy) authors.
    expect(
      (
        await app.inject({
          method: "PUT",
          url: `/api/admin/users/${dummy.id}/scripts/${id}`,
          headers: bearer(other.token),
          payload: { title: "x" },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: "PUT",
          url: `/api/admin/users/${other.userId}/scripts/${id}`,
          headers: bearer(admin.token),
          payload: { title: "x" },
        })
      ).statusCode,
    ).toBe(404);
    const realId = await uploadScript(app, owner.token, { isPublic: true });
    const onReal = await app.inject({
      method: "PUT",
      url: `/api/admin/users/${owner.userId}/scripts/${realId}`,
      headers: bearer(admin.token),
      payload: { title: "Hijack" },
    });
    expect(onReal.statusCode).toBe(403);
    expect(onReal.json().error).toBe("Admins can act only for dummy authors");
    expect((await call(app, "delete", id, admin.token)).statusCode).toBe(200);
  });

  it("a missing or malformed id is 'Script not found'", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1;drop table scripts"]) {
      const res = await app.inject({ method: "GET", url: `/api/scripts/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: "Script not found" });
    }
  });

  it("counts a view once per viewer per day, never the owner's", async () => {
    const id = await uploadScript(app, owner.token, { isPublic: true });
    // Views are noted by reads and written in batches: flushed here before each count.
    const views = async () => {
      await app.ctx.views!.flush();
      return (await call(app, "detail", id, owner.token)).json().script.views as number;
    };
    expect(await views()).toBe(0);
    await call(app, "detail", id, other.token);
    await call(app, "detail", id, other.token);
    expect(await views()).toBe(1);
    await app.inject({
      method: "GET",
      url: `/api/scripts/${id}`,
      remoteAddress: "198.51.100.7",
      headers: { "user-agent": "A" },
    });
    await app.inject({
      method: "GET",
      url: `/api/scripts/${id}`,
      remoteAddress: "198.51.100.7",
      headers: { "user-agent": "A" },
    });
    await app.inject({
      method: "GET",
      url: `/api/scripts/${id}`,
      remoteAddress: "198.51.100.8",
      headers: { "user-agent": "A" },
    });
    expect(await views()).toBe(3);
  });
});
