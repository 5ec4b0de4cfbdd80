import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

import { COMMENT_MESSAGES, REVIEW_AWARD, REVIEW_MESSAGES } from "@twl/contract";

import { coverages, scriptVersions } from "../src/db/schema.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { balancesOf, createDraft } from "./clout-helpers.ts";
import { createTestApp, type TestApp } from "./helper.ts";

// Created while the file is collected, so its teardown (registered with afterAll) runs.
const t: TestApp = await createTestApp({ RATE_LIMIT_MAX: "5000" });

const review = (scriptId: string, token: string, payload: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/protected/scripts/${scriptId}/reviews`,
    headers: bearer(token),
    payload,
  });

/** Marks a script as having completed coverage (the coverage flow itself is tested elsewhere). */
async function giveCompletedCoverage(scriptId: string) {
  const [version] = await t.ctx.database.db
    .insert(scriptVersions)
    .values({ scriptId, version: 1, s3Key: `test/${randomUUID()}.pdf`, sizeBytes: 1 })
    .returning();
  await t.ctx.database.db.insert(coverages).values({
    scriptId,
    versionId: version!.id,
    status: "completed",
    engine: "local",
    providerName: "Local analysis",
    chargedWith: "none",
  });
}

describe("reviews", () => {
  it("a non-owner rates and reviews; counts, average and the dashboard score follow", async () => {
    const owner = await signUp(t.app);
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const scriptId = await createDraft(t.app, owner.token);
    const first = await review(scriptId, a.token, { rating: 5, comment: "  A taut, moving script.  " });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      created: true,
      cloutAwarded: 0,
      review: { rating: 5, comment: "A taut, moving script.", isOwn: true },
    });
    expect(
      (await review(scriptId, b.token, { rating: 3, comment: "Solid but the middle drags." })).statusCode,
    ).toBe(201);
    // Editing keeps one review per reviewer.
    const edit = await review(scriptId, a.token, { rating: 4, comment: "On a second read: very good." });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().created).toBe(false);

    const list = (await t.app.inject({ url: `/api/scripts/${scriptId}/reviews` })).json();
    expect(list).toMatchObject({ reviewCount: 2, averageRating: 3.5 });
    expect(list.reviews.map((r: { rating: number }) => r.rating).sort()).toEqual([3, 4]);
    const detail = (await t.app.inject({ url: `/api/scripts/${scriptId}` })).json().script;
    expect(detail.reviewCount).toBe(2);
    expect(detail.reviews).toHaveLength(2);
    const mine = (
      await t.app.inject({ url: "/api/protected/scripts/my-scripts", headers: bearer(owner.token) })
    ).json();
    expect(mine.scripts.find((s: { id: string }) => s.id === scriptId).score).toBe(70);
    const cards = (await t.app.inject({ url: "/api/scripts?hasReviews=true" })).json();
    expect(cards.scripts.map((s: { id: string }) => s.id)).toContain(scriptId);
  });

  it("refuses the owner, bad ratings and blank text; private scripts stay private", async () => {
    const owner = await signUp(t.app);
    const reader = await signUp(t.app);
    const scriptId = await createDraft(t.app, owner.token);
    const own = await review(scriptId, owner.token, { rating: 5, comment: "My own script is great." });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(REVIEW_MESSAGES.ownScript);
    for (const payload of [
      { rating: 0, comment: "Long enough text" },
      { rating: 6, comment: "Long enough text" },
      { rating: 2.5, comment: "Long enough text" },
      { rating: 4, comment: "   " },
    ]) {
      expect((await review(scriptId, reader.token, payload)).statusCode).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/protected/scripts/${scriptId}/reviews`,
          payload: { rating: 4, comment: "Long enough text" },
        })
      ).statusCode,
    ).toBe(401);
    const privateId = await createDraft(t.app, owner.token, { isPublic: false });
    expect(
      (await review(privateId, reader.token, { rating: 4, comment: "Long enough text" })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/scripts/${privateId}/reviews`, headers: bearer(reader.token) }))
        .statusCode,
    ).toBe(403);
  });

  it("+100 solid once per reviewer for a script with completed coverage", async () => {
    const owner = await signUp(t.app);
    const reader = await signUp(t.app);
    const scriptId = await createDraft(t.app, owner.token);
    await giveCompletedCoverage(scriptId);
    const first = await review(scriptId, reader.token, { rating: 4, comment: "Sharp and well built." });
    expect(first.json().cloutAwarded).toBe(REVIEW_AWARD);
    const reviewId = first.json().review.id;
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/protected/reviews/${reviewId}`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/protected/reviews/${reviewId}`,
          headers: bearer(reader.token),
        })
      ).statusCode,
    ).toBe(200);
    const again = await review(scriptId, reader.token, { rating: 5, comment: "Even better on a reread." });
    expect(again.json()).toMatchObject({ created: true, cloutAwarded: 0 });
    expect(await balancesOf(t.ctx, reader.userId)).toMatchObject({ receivedClout: REVIEW_AWARD });
    expect((await t.app.inject({ url: `/api/scripts/${scriptId}` })).json().script.reviewCount).toBe(1);
  });
});

describe("comments", () => {
  it("adds trimmed comments, lists them with isOwn, and enforces who may delete", async () => {
    const owner = await signUp(t.app);
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const scriptId = await createDraft(t.app, owner.token);
    const post = (token: string, content: unknown) =>
      t.app.inject({
        method: "POST",
        url: `/api/protected/scripts/${scriptId}/comments`,
        headers: bearer(token),
        payload: { content },
      });
    const created = await post(a.token, "   Great opening image.   ");
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().comment).toMatchObject({
      content: "Great opening image.",
      isOwn: true,
      canDelete: true,
    });
    expect((await post(a.token, "   ")).json()).toEqual({
      success: false,
      error: "content: Comment cannot be empty",
    });
    expect((await post(a.token, "x".repeat(1001))).statusCode).toBe(400);
    expect((await post(a.token, "x".repeat(1000))).statusCode).toBe(201);

    const asB = (
      await t.app.inject({ url: `/api/protected/scripts/${scriptId}/comments`, headers: bearer(b.token) })
    ).json();
    expect(asB.comments).toHaveLength(2);
    expect(asB.comments.every((c: { isOwn: boolean; canDelete: boolean }) => !c.isOwn && !c.canDelete)).toBe(
      true,
    );
    const id = created.json().comment.id;
    const byB = await t.app.inject({
      method: "DELETE",
      url: `/api/protected/comments/${id}`,
      headers: bearer(b.token),
    });
    expect(byB.statusCode).toBe(403);
    expect(byB.json().error).toBe(COMMENT_MESSAGES.forbidden);
    // The script's owner may remove comments on it.
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/protected/comments/${id}`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/protected/comments/${id}`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/protected/scripts/${scriptId}/comments` })).statusCode).toBe(401);
  });

  it("never shows a private script's comments to others", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const scriptId = await createDraft(t.app, owner.token, { isPublic: false });
    await t.app.inject({
      method: "POST",
      url: `/api/protected/scripts/${scriptId}/comments`,
      headers: bearer(owner.token),
      payload: { content: "Note to self" },
    });
    const res = await t.app.inject({
      url: `/api/protected/scripts/${scriptId}/comments`,
      headers: bearer(other.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain("Note to self");
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/protected/scripts/${scriptId}/comments`,
          headers: bearer(other.token),
          payload: { content: "hi" },
        })
      ).statusCode,
    ).toBe(403);
  });
});
