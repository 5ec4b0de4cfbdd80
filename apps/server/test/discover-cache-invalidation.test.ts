import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { scripts } from "../src/db/schema.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { createDraft } from "./clout-helpers.ts";
import { createTestApp } from "./helper.ts";

/**
 * The write use cases clear only the cached public lists they can change (issue: any user's write
 * used to clear the whole cache). A row renamed behind the API's back shows whether an entry was
 * kept (old title) or dropped (new title).
 */
describe("public list cache: targeted invalidation", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "5000", DISCOVER_CACHE_TTL_MS: "300000" });
  const titles = async (url: string) => {
    const res = await app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().scripts as { title: string }[]).map((s) => s.title);
  };
  const renameBehindTheApi = (id: string, title: string) =>
    ctx.database.db.update(scripts).set({ title }).where(eq(scripts.id, id));
  const write = async (method: "PUT" | "POST", url: string, token: string, payload: object) => {
    const res = await app.inject({ method, url, headers: bearer(token), payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };

  it("keeps a public list when another user edits their private draft or profile, and clears it when a shown script changes", async () => {
    const writer = await signUp(app);
    const stranger = await signUp(app);
    const shown = await createDraft(app, writer.token, { title: "Harbor Lights", isPublic: true });
    const draft = await createDraft(app, stranger.token, { title: "Private Notes", isPublic: false });

    expect(await titles("/api/discover?sort=newest")).toEqual(["Harbor Lights"]);
    await renameBehindTheApi(shown, "Harbor Lights Renamed");

    // Unrelated writes: a private draft's title and logline, the stranger's profile.
    await write("PUT", `/api/protected/scripts/${draft}`, stranger.token, {
      title: "Private Notes II",
      logline: "Nobody sees this.",
    });
    await write("PUT", "/api/protected/profile", stranger.token, { bio: "I write at night." });
    expect(await titles("/api/discover?sort=newest")).toEqual(["Harbor Lights"]);
    expect(ctx.listCache?.size).toBeGreaterThan(0);

    // A relevant write: the shown script's logline changes, so every list showing it goes.
    await write("PUT", `/api/protected/scripts/${shown}`, writer.token, {
      logline: "A lighthouse keeper's last night.",
    });
    expect(await titles("/api/discover?sort=newest")).toEqual(["Harbor Lights Renamed"]);
  });

  it("a clout gift clears clout-ordered lists and lists showing the script, not a newest page without it", async () => {
    const author = await signUp(app);
    const reader = await signUp(app);
    const older = await createDraft(app, author.token, { title: "Older Tide", isPublic: true });
    const newer = await createDraft(app, author.token, { title: "Newer Tide", isPublic: true });

    expect(await titles("/api/discover?sort=newest&limit=1")).toEqual(["Newer Tide"]);
    const byClout = await titles("/api/discover?sort=clout&limit=48");
    expect(byClout).toContain("Older Tide");
    await renameBehindTheApi(newer, "Newer Tide Renamed");
    await renameBehindTheApi(older, "Older Tide Renamed");

    await write("POST", `/api/clout/give/${older}`, reader.token, { amount: 10 });
    // The newest page does not show the gifted script and is not ordered by clout: kept.
    expect(await titles("/api/discover?sort=newest&limit=1")).toEqual(["Newer Tide"]);
    // The clout-ordered list is rebuilt: the gifted script leads it, under its current title.
    const after = await titles("/api/discover?sort=clout&limit=48");
    expect(after[0]).toBe("Older Tide Renamed");
    expect(after).toContain("Newer Tide Renamed");
  });

  it("publishing a script clears every list, since every count may change", async () => {
    const author = await signUp(app);
    const before = await titles("/api/scripts?sort=title&limit=48");
    const draft = await createDraft(app, author.token, { title: "Aaa First Light", isPublic: false });
    expect(await titles("/api/scripts?sort=title&limit=48")).toEqual(before);
    await write("PUT", `/api/protected/scripts/${draft}`, author.token, { isPublic: true });
    expect((await titles("/api/scripts?sort=title&limit=48"))[0]).toBe("Aaa First Light");
  });
});
