import { describe, expect, it } from "vitest";

import { SIGN_IN_OFF_MESSAGE } from "@twl/contract";

import { bearer } from "./auth-helpers.ts";
import { createTestApp, type TestApp } from "./helper.ts";

// Created while the file is collected, so its teardown (registered with afterAll) runs.
const t: TestApp = await createTestApp({ AUTH_ENABLED: "false", DEMO_MODE: "true" });

/** A session made before sign-in was turned off, straight through better-auth (our routes refuse). */
async function existingSession() {
  const email = `earlier-${Date.now()}@example.com`;
  const password = "correct horse battery";
  await t.ctx.auth.api.signUpEmail({ body: { name: "Earlier Writer", email, password } });
  const result = await t.ctx.auth.api.signInEmail({ body: { email, password } });
  expect(result.token).toBeTruthy();
  return result.token;
}

const REFUSED = { success: false, error: SIGN_IN_OFF_MESSAGE };

describe("sign-in turned off (AUTH_ENABLED=false)", () => {
  it("says so in the public configuration, with the demo flag", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, authEnabled: false, demo: true });
  });

  it("refuses sign-up, sign-in, provider start and code exchange", async () => {
    const calls = [
      { url: "/api/auth/sign-up/email", payload: { name: "A", email: "a@example.com", password: "x" } },
      { url: "/api/auth/sign-in/email", payload: { email: "a@example.com", password: "x" } },
      { url: "/api/auth/oauth/start", payload: { provider: "google" } },
      { url: "/api/auth/exchange", payload: { code: "abc" } },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ method: "POST", ...call });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json(), call.url).toEqual(REFUSED);
    }
    const callback = await t.app.inject({ method: "GET", url: "/api/auth/callback/google?code=x&state=y" });
    expect(callback.statusCode).toBe(403);
  });

  it("refuses every protected call, even with a session that still exists, and serves public ones", async () => {
    const token = await existingSession();
    for (const url of [
      "/api/auth/profile",
      "/api/protected/profile",
      "/api/protected/scripts/my-scripts",
      "/api/clout/history",
      "/api/billing/subscription-status",
      "/api/admin/users",
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual(REFUSED);
    }
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/protected/scripts",
      headers: bearer(token),
      payload: { title: "Nope" },
    });
    expect(upload.statusCode).toBe(403);

    const discover = await t.app.inject({ method: "GET", url: "/api/discover" });
    expect(discover.statusCode).toBe(200);
  });
});
