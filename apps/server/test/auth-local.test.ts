import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { authProvidersResponseSchema, authTokenResponseSchema, profileResponseSchema } from "@twl/contract";

import { users } from "../src/db/schema.ts";
import { bearer, latestMailTo, signUp, signUpAdmin } from "./auth-helpers.ts";
import { createTestApp } from "./helper.ts";

describe("local accounts and bearer sessions", async () => {
  const { app, ctx } = await createTestApp({ AUTH_RATE_LIMIT_MAX: "5" });

  it("lists no providers without keys, and local accounts on by default", async () => {
    const res = await app.inject({ method: "GET", url: "/api/auth/providers" });
    const body = authProvidersResponseSchema.parse(res.json());
    expect(body.providers).toEqual([]);
    expect(body.localAccounts).toBe(true);
    expect(body.configHint).toHaveLength(7);
    expect(body.configHint[0]).toBe("GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET");
  });

  it("signs up with a bearer token and product defaults; the token reads the profile", async () => {
    const account = await signUp(app, { name: "Ada Writer" });
    const res = await app.inject({
      method: "GET",
      url: "/api/protected/profile",
      headers: bearer(account.token),
    });
    expect(res.statusCode).toBe(200);
    const { profile } = profileResponseSchema.parse(res.json());
    expect(profile).toMatchObject({
      name: "Ada Writer",
      role: "customer",
      tier: "free",
      coverageAllowance: 1,
      coverageUsed: 0,
      isDummy: false,
    });
    expect(res.body).not.toMatch(/password|hash/i);
  });

  it("signs in with the password; a wrong password is a clear 401", async () => {
    const account = await signUp(app);
    const ok = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: account.email, password: account.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(authTokenResponseSchema.parse(ok.json()).user.id).toBe(account.userId);
    const bad = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: account.email, password: "wrong password!" },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ success: false, error: "Invalid email or password" });
  });

  it("rejects weak passwords, bad emails and duplicate accounts with clear messages", async () => {
    const short = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "A", email: "a@example.com", password: "short" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain("Password must be at least 8 characters");
    const email = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "A", email: "not-an-email", password: "long enough pw" },
    });
    expect(email.json().error).toContain("Please enter a valid email address");
    // A taken address gets the same answer as a new one; its owner is told by email (docs/security.md #10).
    const first = await signUp(app);
    const again = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "B", email: first.email.toUpperCase(), password: "another password" },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      message: "Check your inbox: we sent a link to confirm your email address.",
    });
    expect((await latestMailTo(app, first.email))?.subject).toBe(
      "Someone tried to create an account with your email",
    );
  });

  it("logout invalidates the token on the server", async () => {
    const { token } = await signUp(app);
    expect(
      (await app.inject({ method: "GET", url: "/api/auth/profile", headers: bearer(token) })).statusCode,
    ).toBe(200);
    const out = await app.inject({ method: "POST", url: "/api/auth/sign-out", headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ method: "GET", url: "/api/auth/profile", headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      success: false,
      error: "Your session has expired. Please sign in again.",
    });
  });

  it("protected calls need a bearer token: none, garbage and a session cookie all get 401", async () => {
    for (const url of ["/api/auth/profile", "/api/protected/profile", "/api/auth/current-user"]) {
      const none = await app.inject({ method: "GET", url });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ success: false, error: "Please sign in to continue" });
    }
    expect(
      (await app.inject({ method: "GET", url: "/api/auth/profile", headers: bearer("forged.token") }))
        .statusCode,
    ).toBe(401);
    const { token } = await signUp(app);
    const cookieOnly = await app.inject({
      method: "PUT",
      url: "/api/protected/profile",
      headers: { cookie: `twl.session_token=${encodeURIComponent(token)}` },
      payload: { name: "Cookie Monster" },
    });
    expect(cookieOnly.statusCode).toBe(401);
  });

  it("updates name and bio, and refuses fields a user may not set", async () => {
    const account = await signUp(app);
    const ok = await app.inject({
      method: "PUT",
      url: "/api/protected/profile",
      headers: bearer(account.token),
      payload: { name: "New Name", bio: "Writes thrillers." },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().profile).toMatchObject({ name: "New Name", bio: "Writes thrillers." });

    const attempts = [
      { role: "admin" },
      { tier: "studio" },
      { availableClout: 99999 },
      { receivedClout: 5 },
      { coverageAllowance: 100 },
      { name: "Sneaky", isDummy: true },
    ];
    for (const payload of attempts) {
      const res = await app.inject({
        method: "PUT",
        url: "/api/protected/profile",
        headers: bearer(account.token),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    // better-auth's own update endpoint is not reachable at all.
    const viaLibrary = await app.inject({
      method: "POST",
      url: "/api/auth/update-user",
      headers: bearer(account.token),
      payload: { role: "admin", availableClout: 5000 },
    });
    expect(viaLibrary.statusCode).toBe(404);
    const sneakyEmail = `x${Date.now()}@example.com`;
    const signUpAsAdmin = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: {
        name: "X",
        email: sneakyEmail,
        password: "long enough pw",
        role: "admin",
        tier: "studio",
        availableClout: 10,
      },
    });
    // Unknown keys are dropped by the contract schema: the account is created as a plain customer.
    expect(signUpAsAdmin.statusCode).toBe(200);
    const [sneaky] = await ctx.database.db.select().from(users).where(eq(users.email, sneakyEmail));
    expect(sneaky).toMatchObject({ role: "customer", tier: "free", availableClout: 0 });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.userId));
    // The only liquid clout is the free tier's grant for the month of sign-up.
    expect(row).toMatchObject({
      role: "customer",
      tier: "free",
      availableClout: 100,
      receivedClout: 0,
      coverageAllowance: 1,
      isDummy: false,
      name: "New Name",
    });
  });

  it("current-user and update-profile follow the spec's shapes", async () => {
    const account = await signUp(app, { name: "Old" });
    const update = await app.inject({
      method: "POST",
      url: "/api/auth/update-profile",
      headers: bearer(account.token),
      payload: { name: "Provider Name" },
    });
    expect(update.statusCode).toBe(200);
    const current = await app.inject({
      method: "GET",
      url: "/api/auth/current-user",
      headers: bearer(account.token),
    });
    expect(current.json().data.name).toBe("Provider Name");
    const blank = await app.inject({
      method: "POST",
      url: "/api/auth/update-profile",
      headers: bearer(account.token),
      payload: { name: "   " },
    });
    expect(blank.statusCode).toBe(400);
  });

  it("admin calls: 401 signed out, 403 for customers, 201 for admins", async () => {
    const customer = await signUp(app);
    const admin = await signUpAdmin(app, ctx);
    const payload = { name: "Dummy Author" };
    expect((await app.inject({ method: "POST", url: "/api/admin/dummy-users", payload })).statusCode).toBe(
      401,
    );
    const asCustomer = await app.inject({
      method: "POST",
      url: "/api/admin/dummy-users",
      headers: bearer(customer.token),
      payload,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ success: false, error: "Admin access required" });
    const asAdmin = await app.inject({
      method: "POST",
      url: "/api/admin/dummy-users",
      headers: bearer(admin.token),
      payload,
    });
    expect(asAdmin.statusCode).toBe(201);
    expect(asAdmin.json().user).toMatchObject({ name: "Dummy Author", isDummy: true, role: "customer" });
  });

  it("records the client's IP and user agent on the session; a spoofed internal header is ignored", async () => {
    const email = `ip-${Date.now()}@example.com`;
    await signUp(app, { email });
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "correct horse battery" },
      remoteAddress: "203.0.113.50",
      headers: { "user-agent": "ScreenwriterBrowser/1.0", "x-twl-client-ip": "10.9.9.9" },
    });
    const debug = await app.inject({
      method: "POST",
      url: "/api/debug/token",
      headers: bearer(res.json().token),
    });
    expect(debug.json().session).toMatchObject({
      ipAddress: "203.0.113.50",
      userAgent: "ScreenwriterBrowser/1.0",
    });
  });

  it("the token debugger describes the session without revealing the token", async () => {
    const { token, userId } = await signUp(app);
    const res = await app.inject({ method: "POST", url: "/api/debug/token", headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().session.userId).toBe(userId);
    expect(res.body).not.toContain(token.split(".")[0]);
  });

  it("rate limits sign-in attempts with a 429 after a burst", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: "nobody@example.com", password: "whatever pw" },
        remoteAddress: "192.0.2.77",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});

describe("ADMIN_EMAILS and production token debugger", async () => {
  const { app } = await createTestApp({ ADMIN_EMAILS: "Boss@Example.com", NODE_ENV: "production" });

  it("makes a matching new account an admin, case-insensitively; others stay customers", async () => {
    const boss = await signUp(app, { email: "boss@example.com" });
    const other = await signUp(app);
    expect(
      (await app.inject({ method: "GET", url: "/api/auth/profile", headers: bearer(boss.token) })).json().user
        .role,
    ).toBe("admin");
    expect(
      (await app.inject({ method: "GET", url: "/api/auth/profile", headers: bearer(other.token) })).json()
        .user.role,
    ).toBe("customer");
    const debugAsCustomer = await app.inject({
      method: "POST",
      url: "/api/debug/token",
      headers: bearer(other.token),
    });
    expect(debugAsCustomer.statusCode).toBe(403);
    expect(
      (await app.inject({ method: "POST", url: "/api/debug/token", headers: bearer(boss.token) })).statusCode,
    ).toBe(200);
  });
});

describe("local accounts turned off", async () => {
  const { app } = await createTestApp({ AUTH_LOCAL_ACCOUNTS: "false" });
  it("refuses email sign-up and says so", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "A", email: "a@example.com", password: "long enough pw" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("Email sign-up is turned off on this server");
    expect((await app.inject({ method: "GET", url: "/api/auth/providers" })).json().localAccounts).toBe(
      false,
    );
  });
});
