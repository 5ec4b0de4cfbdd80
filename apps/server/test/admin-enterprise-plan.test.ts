import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { ADMIN_PLAN_MESSAGES, MONTHLY_CLOUT_GRANT_BY_TIER } from "@twl/contract";

import { adminAuditLog, cloutTransactions, users } from "../src/db/schema.ts";
import { grantMonthlyClout } from "../src/modules/clout/monthly-grants.ts";
import { bearer, signUp, signUpAdmin } from "./auth-helpers.ts";
import { createTestApp, type TestApp } from "./helper.ts";

// Created while the file is collected, so its teardown (registered with afterAll) runs.
const t: TestApp = await createTestApp();
const db = t.ctx.database.db;

const setPlan = (token: string, userId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PUT", url: `/api/admin/users/${userId}/plan`, headers: bearer(token), payload });

describe("PUT /api/admin/users/:id/plan", () => {
  it("puts a user on Enterprise with the admin's allowance and clout grant, audited, and the grant job pays it", async () => {
    const admin = await signUpAdmin(t.app, t.ctx);
    const customer = await signUp(t.app);

    const res = await setPlan(admin.token, customer.userId, {
      tier: "enterprise",
      coverageAllowance: 40,
      monthlyCloutGrant: 7500,
      reason: "Contract #12",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      tier: "enterprise",
      coverageAllowance: 40,
      monthlyCloutGrant: 7500,
    });

    const [audit] = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetUserId, customer.userId), eq(adminAuditLog.action, "user.plan")));
    expect(audit).toMatchObject({
      adminId: admin.userId,
      reason: "Contract #12",
      before: { tier: "free", coverageAllowance: 1, monthlyCloutGrant: MONTHLY_CLOUT_GRANT_BY_TIER.free },
      after: { tier: "enterprise", coverageAllowance: 40, monthlyCloutGrant: 7500 },
    });

    // The customer sees the figures on their session, and the 1st's grant pays the custom amount.
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/auth/profile",
      headers: bearer(customer.token),
    });
    expect(profile.json().user).toMatchObject({
      tier: "enterprise",
      coverageAllowance: 40,
      monthlyCloutGrant: 7500,
    });
    const [before] = await db.select().from(users).where(eq(users.id, customer.userId));
    await grantMonthlyClout(db, new Date(Date.UTC(2032, 2, 1, 0, 0, 1)), customer.userId);
    const [after] = await db.select().from(users).where(eq(users.id, customer.userId));
    expect(after!.availableClout - before!.availableClout).toBe(7500);
    // The allowance survives the monthly reset (Enterprise keeps its custom figure).
    expect(after!.coverageAllowance).toBe(40);
    const [grant] = await db
      .select()
      .from(cloutTransactions)
      .where(
        and(
          eq(cloutTransactions.userId, customer.userId),
          eq(cloutTransactions.idempotencyKey, "monthly_allowance:2032-03"),
        ),
      );
    expect(grant?.amount).toBe(7500);
  });

  it("back to another plan takes its fixed figures and drops the custom grant", async () => {
    const admin = await signUpAdmin(t.app, t.ctx);
    const customer = await signUp(t.app);
    await setPlan(admin.token, customer.userId, {
      tier: "enterprise",
      coverageAllowance: 5,
      monthlyCloutGrant: 9,
    });
    const res = await setPlan(admin.token, customer.userId, { tier: "pro" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      tier: "pro",
      coverageAllowance: 3,
      monthlyCloutGrant: MONTHLY_CLOUT_GRANT_BY_TIER.pro,
    });
    const [row] = await db.select().from(users).where(eq(users.id, customer.userId));
    expect(row!.customCloutGrant).toBeNull();
  });

  it("refuses out-of-range figures with the contract's message, a customer, and changes nothing", async () => {
    const admin = await signUpAdmin(t.app, t.ctx);
    const customer = await signUp(t.app);
    const tooMuch = await setPlan(admin.token, customer.userId, {
      tier: "enterprise",
      coverageAllowance: 2,
      monthlyCloutGrant: 100_001,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ success: false, error: ADMIN_PLAN_MESSAGES.cloutRange });
    const missing = await setPlan(admin.token, customer.userId, { tier: "enterprise", coverageAllowance: 2 });
    expect(missing.statusCode).toBe(400);
    const fixedPlanWithFigures = await setPlan(admin.token, customer.userId, {
      tier: "pro",
      coverageAllowance: 9,
    });
    expect(fixedPlanWithFigures.statusCode).toBe(400);

    const byCustomer = await setPlan(customer.token, customer.userId, {
      tier: "enterprise",
      coverageAllowance: 99,
      monthlyCloutGrant: 99,
    });
    expect(byCustomer.statusCode).toBe(403);
    const [row] = await db.select().from(users).where(eq(users.id, customer.userId));
    expect(row).toMatchObject({ tier: "free", coverageAllowance: 1, customCloutGrant: null });

    const unknown = await setPlan(admin.token, "no-such-user", { tier: "pro" });
    expect(unknown.statusCode).toBe(404);
  });
});
