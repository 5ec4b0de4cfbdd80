import { describe, expect, it } from "vitest";

import { siteStatsResponseSchema, spotlightResponseSchema } from "@twl/contract";

import { bearer, signUp } from "./auth-helpers.ts";
import { createTestApp } from "./helper.ts";
import { uploadScript } from "./scripts-helpers.ts";

describe("about numbers and community spotlight", async () => {
  const { app } = await createTestApp();

  it("counts writers and public scripts live, never private ones", async () => {
    const stats = async () =>
      siteStatsResponseSchema.parse((await app.inject({ method: "GET", url: "/api/public/stats" })).json())
        .stats;
    const before = await stats();
    const writer = await signUp(app);
    await uploadScript(app, writer.token, { isPublic: true });
    await uploadScript(app, writer.token, { isPublic: false });
    const after = await stats();
    expect(after.writers).toBe(before.writers + 1);
    expect(after.publicScripts).toBe(before.publicScripts + 1);
  });

  it("features only members who opted in, with public fields only", async () => {
    const shy = await signUp(app, { name: "Shy Writer" });
    const proud = await signUp(app, { name: "Proud Writer" });
    await uploadScript(app, proud.token, { isPublic: true });
    await uploadScript(app, proud.token, { isPublic: false });
    const spotlight = async () =>
      spotlightResponseSchema.parse(
        (await app.inject({ method: "GET", url: "/api/public/spotlight" })).json(),
      ).members;
    expect(await spotlight()).toEqual([]);

    expect(
      (
        await app.inject({
          method: "PUT",
          url: "/api/protected/community/spotlight",
          payload: { optIn: true },
        })
      ).statusCode,
    ).toBe(401);
    const res = await app.inject({
      method: "PUT",
      url: "/api/protected/community/spotlight",
      headers: bearer(proud.token),
      payload: { optIn: true },
    });
    expect(res.json()).toEqual({ success: true, optIn: true });
    const mine = await app.inject({
      method: "GET",
      url: "/api/protected/community/spotlight",
      headers: bearer(proud.token),
    });
    expect(mine.json().optIn).toBe(true);

    const members = await spotlight();
    expect(members.map((m) => m.name)).toEqual(["Proud Writer"]);
    expect(members[0]).toMatchObject({ id: proud.userId, publicScripts: 1 });
    expect(JSON.stringify(members)).not.toContain(proud.email);
    expect(members.map((m) => m.id)).not.toContain(shy.userId);

    await app.inject({
      method: "PUT",
      url: "/api/protected/community/spotlight",
      headers: bearer(proud.token),
      payload: { optIn: false },
    });
    expect(await spotlight()).toEqual([]);
  });
});
