import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { ACCOUNT_DELETE_CONFIRMATION } from "@twl/contract";

import { billingTransactions, cloutTransactions, comments, reviews, users } from "../src/db/schema.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { postCover } from "./cover-helpers.ts";
import { uploadFountain } from "./coverage-helpers.ts";
import { createTestApp } from "./helper.ts";
import { insertCompletedCoverage, transferClout } from "./portability-helpers.ts";

const t = await createTestApp({ RATE_LIMIT_MAX: "5000" });
const db = t.ctx.database.db;

/** Every row of every table in the app's schema, as JSON text (what "a row naming the user" is checked against). */
async function allRowsText(): Promise<string[]> {
  type Rows<T> = { rows: T[] };
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as Rows<{ table_name: string }>;
  const out: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await db.execute(
      sql.raw(`select row_to_json(t)::text as j from "${table_name}" t`),
    )) as unknown as Rows<{ j: string }>;
    out.push(...rows.rows.map((r) => `${table_name}: ${r.j}`));
  }
  return out;
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(t.dataDir, "files");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith(".meta.json"))
    .map((e) => path.join(e.parentPath, e.name));
}

async function uploadCover(token: string, scriptId: string) {
  const res = await postCover(t.app, token, scriptId);
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe("delete my account", () => {
  it(
    "asks again, removes the account's files and rows, anonymises its public words",
    { timeout: 120_000 },
    async () => {
      const leaving = await signUp(t.app, { name: "Quentin Leaving-Soon" });
      const staying = await signUp(t.app, { name: "Stella Staying" });
      const priv = await uploadFountain(t.app, leaving.token, {
        name: "short.fountain",
        isPublic: false,
        title: "Secret Draft",
      });
      const pub = await uploadFountain(t.app, leaving.token, {
        name: "dual.fountain",
        isPublic: true,
        title: "Open Draft",
      });
      await uploadCover(leaving.token, priv);
      await insertCompletedCoverage(t.ctx, priv, leaving.userId);
      const theirs = await uploadFountain(t.app, staying.token, {
        name: "pilot.fountain",
        isPublic: true,
        title: "Stays Up",
      });
      await db
        .insert(reviews)
        .values({ scriptId: theirs, userId: leaving.userId, rating: 5, comment: "A great pilot." });
      await db
        .insert(comments)
        .values({ scriptId: theirs, userId: leaving.userId, content: "Loved the cold open." });
      await db
        .insert(comments)
        .values({ scriptId: pub, userId: staying.userId, content: "On the leaving writer's script" });
      await db.insert(billingTransactions).values({
        userId: leaving.userId,
        providerRef: "in_test_1",
        description: "Pro plan",
        amountCents: 1500,
        status: "paid",
      });
      await transferClout(t.ctx, staying.userId, leaving.userId, pub, 3);
      const before = await storedFiles();
      expect(before.length).toBeGreaterThan(3);

      const unconfirmed = await t.app.inject({
        method: "POST",
        url: "/api/protected/account/delete",
        headers: bearer(leaving.token),
        payload: { confirmation: "yes", publicContent: "anonymise" },
      });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.json().success).toBe(false);
      const anonymous = await t.app.inject({
        method: "POST",
        url: "/api/protected/account/delete",
        payload: { confirmation: ACCOUNT_DELETE_CONFIRMATION, publicContent: "delete" },
      });
      expect(anonymous.statusCode).toBe(401);

      const res = await t.app.inject({
        method: "POST",
        url: "/api/protected/account/delete",
        headers: bearer(leaving.token),
        payload: { confirmation: ACCOUNT_DELETE_CONFIRMATION, publicContent: "anonymise" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        deletedScripts: 2,
        anonymisedReviews: 1,
        anonymisedComments: 1,
        keptBillingRecords: 1,
      });

      // The session is gone; the scripts and every one of their files too.
      expect(
        (await t.app.inject({ url: "/api/auth/profile", headers: bearer(leaving.token) })).statusCode,
      ).toBe(401);
      expect((await t.app.inject({ url: `/api/scripts/${pub}` })).statusCode).toBe(404);
      const after = await storedFiles();
      const removed = before.filter((f) => !after.includes(f));
      expect(removed.length).toBe(res.json().deletedFiles);
      const stayingFiles = await t.app.inject({ url: `/api/scripts/${theirs}/url` });
      expect(stayingFiles.statusCode).toBe(200);

      // No row names the user (id, email, name), anywhere in the schema.
      const rows = await allRowsText();
      for (const needle of [leaving.userId, leaving.email, "Quentin Leaving-Soon"])
        expect(
          rows.filter((r) => r.includes(needle)),
          needle,
        ).toEqual([]);
      // Kept: the review and comment, signed "Former member"; the payment record, on the same placeholder.
      const reviewList = (await t.app.inject({ url: `/api/scripts/${theirs}/reviews` })).json();
      expect(JSON.stringify(reviewList)).toContain("Former member");
      const [kept] = await db.select().from(billingTransactions);
      const [placeholder] = await db
        .select()
        .from(users)
        .where(sql`${users.id} = ${kept!.userId}`);
      expect(placeholder!.name).toBe("Former member");
      // The staying writer's ledger still adds up to their balance.
      const [stayingUser] = await db
        .select()
        .from(users)
        .where(sql`${users.id} = ${staying.userId}`);
      const ledger = await db
        .select()
        .from(cloutTransactions)
        .where(sql`${cloutTransactions.userId} = ${staying.userId}`);
      const gave = ledger.filter((l) => l.type === "gave");
      expect(gave.map((l) => [l.amount, l.counterpartyId])).toEqual([[3, null]]);
      expect(stayingUser!.availableClout).toBeGreaterThanOrEqual(0);
    },
  );

  it("deletes public words instead when asked", { timeout: 120_000 }, async () => {
    const leaving = await signUp(t.app);
    const staying = await signUp(t.app);
    const theirs = await uploadFountain(t.app, staying.token, { name: "short.fountain", isPublic: true });
    await db.insert(comments).values({ scriptId: theirs, userId: leaving.userId, content: "Gone with me" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/protected/account/delete",
      headers: bearer(leaving.token),
      payload: { confirmation: ACCOUNT_DELETE_CONFIRMATION, publicContent: "delete" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ anonymisedComments: 0, keptBillingRecords: 0 });
    const left = await db
      .select()
      .from(comments)
      .where(sql`${comments.content} = 'Gone with me'`);
    expect(left).toEqual([]);
    expect(
      await db
        .select()
        .from(users)
        .where(sql`${users.name} = 'Former member'`),
    ).toHaveLength(1);
  });
});
