import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { authTokenResponseSchema } from "@twl/contract";

import { accounts, users } from "../src/db/schema.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { CookieJar, loginAtProvider, OidcServer } from "./fakes/oidc-server.ts";
import { createTestApp } from "./helper.ts";

const PUBLIC_URL = "http://127.0.0.1:3999";
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/callback/oidc`;

describe("OpenID Connect sign-in (authorization code + state + PKCE) against a real provider", async () => {
  const oidc = await new OidcServer().start(REDIRECT_URI);
  afterAll(() => oidc.stop());
  const { app, ctx } = await createTestApp({
    PUBLIC_URL,
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    OIDC_PROVIDER_NAME: "Studio SSO",
    AUTH_RATE_LIMIT_MAX: "100",
    ADMIN_EMAILS: "boss@studio.example",
  });
  oidc.accounts.set("user-1", { sub: "user-1", email: "ines@studio.example", name: "Inès Moreau" });

  /** The browser's part on our side: start, provider login, callback, bridge. Returns where the SPA lands. */
  async function startFlow() {
    const jar = new CookieJar();
    const start = await app.inject({
      method: "POST",
      url: "/api/auth/oauth/start",
      payload: { provider: "oidc" },
    });
    expect(start.statusCode, start.body).toBe(200);
    jar.store(start.headers["set-cookie"]);
    return { jar, authorizeUrl: new URL(start.json().url as string) };
  }
  async function finishFlow(jar: CookieJar, callback: URL): Promise<URL> {
    expect(callback.href.startsWith(REDIRECT_URI)).toBe(true);
    const cb = await app.inject({
      method: "GET",
      url: callback.pathname + callback.search,
      headers: { cookie: jar.header() },
    });
    expect(cb.statusCode).toBe(302);
    jar.store(cb.headers["set-cookie"]);
    let location = new URL(String(cb.headers.location), PUBLIC_URL);
    if (location.pathname === "/api/auth/complete") {
      const done = await app.inject({
        method: "GET",
        url: location.pathname + location.search,
        headers: { cookie: jar.header() },
      });
      expect(done.statusCode).toBe(302);
      jar.store(done.headers["set-cookie"]);
      location = new URL(String(done.headers.location), PUBLIC_URL);
    }
    return location;
  }
  /** The SPA's POST from the browser that started the sign-in (it carries that browser's nonce cookie). */
  async function exchange(landing: URL, jar: CookieJar) {
    expect(landing.pathname).toBe("/auth/callback");
    const code = landing.searchParams.get("code");
    expect(code, landing.href).toBeTruthy();
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/exchange",
      payload: { code },
      headers: { cookie: jar.header() },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { code: code!, ...authTokenResponseSchema.parse(res.json()) };
  }

  it("offers the provider in the sign-in dialog", async () => {
    const res = await app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(res.json().providers).toEqual([{ id: "oidc", name: "Studio SSO", kind: "oidc" }]);
    expect(res.json().callbackBaseUrl).toBe(`${PUBLIC_URL}/api/auth/callback`);
    // The localhost hint lists only what is still missing.
    expect(res.json().configHint.join(" ")).not.toContain("OIDC_ISSUER");
  });

  it("signs in through the provider: the authorize request carries state and an S256 PKCE challenge", async () => {
    const { jar, authorizeUrl } = await startFlow();
    expect(authorizeUrl.origin).toBe(oidc.issuer);
    expect(authorizeUrl.searchParams.get("state")).toBeTruthy();
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("redirect_uri")).toBe(REDIRECT_URI);
    const landing = await finishFlow(jar, await loginAtProvider(authorizeUrl.href, "user-1"));
    const { token, user, code } = await exchange(landing, jar);
    expect(user).toMatchObject({ name: "Inès Moreau", email: "ines@studio.example", role: "customer" });
    const profile = await app.inject({ method: "GET", url: "/api/auth/profile", headers: bearer(token) });
    expect(profile.json().user.id).toBe(user.id);
    // The one-time code works once.
    const again = await app.inject({
      method: "POST",
      url: "/api/auth/exchange",
      payload: { code },
      headers: { cookie: jar.header() },
    });
    expect(again.statusCode).toBe(400);
    // The session cookie does not linger in the browser: the SPA holds the bearer token.
    expect(jar.header()).not.toMatch(/session_token=[^;]/);
  });

  it("a second sign-in reuses the same account (keyed by provider and subject)", async () => {
    const first = await startFlow();
    const firstUser = (
      await exchange(
        await finishFlow(first.jar, await loginAtProvider(first.authorizeUrl.href, "user-1")),
        first.jar,
      )
    ).user;
    const second = await startFlow();
    const secondUser = (
      await exchange(
        await finishFlow(second.jar, await loginAtProvider(second.authorizeUrl.href, "user-1")),
        second.jar,
      )
    ).user;
    expect(secondUser.id).toBe(firstUser.id);
    const rows = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, firstUser.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerId: "oidc", accountId: "user-1" });
    expect(await ctx.database.db.$count(users, eq(users.email, "ines@studio.example"))).toBe(1);
  });

  it("rejects a callback whose state was tampered with", async () => {
    const { jar, authorizeUrl } = await startFlow();
    const callback = await loginAtProvider(authorizeUrl.href, "user-1");
    callback.searchParams.set("state", "forged-state-value");
    const landing = await finishFlow(jar, callback);
    expect(landing.pathname).toBe("/auth/callback");
    expect(landing.searchParams.get("code")).toBeNull();
    expect(landing.searchParams.get("error")).toBeTruthy();
  });

  it("rejects a replayed authorization code", async () => {
    const first = await startFlow();
    const callback = await loginAtProvider(first.authorizeUrl.href, "user-1");
    await exchange(await finishFlow(first.jar, callback), first.jar);
    // Same code again, even wrapped in a fresh, valid state: the provider refuses it.
    const second = await startFlow();
    const replay = new URL(callback);
    replay.searchParams.set("state", second.authorizeUrl.searchParams.get("state")!);
    const landing = await finishFlow(second.jar, replay);
    expect(landing.searchParams.get("code")).toBeNull();
    expect(landing.searchParams.get("error")).toBeTruthy();
    // And the untouched original callback cannot be replayed either.
    const original = await finishFlow(first.jar, callback);
    expect(original.searchParams.get("code")).toBeNull();
  });

  it("never merges a provider identity into an existing account by email", async () => {
    const local = await signUp(app, { email: "shared@studio.example", name: "Local Owner" });
    oidc.accounts.set("user-2", { sub: "user-2", email: "shared@studio.example", name: "Someone Else" });
    const { jar, authorizeUrl } = await startFlow();
    const landing = await finishFlow(jar, await loginAtProvider(authorizeUrl.href, "user-2"));
    expect(landing.searchParams.get("code")).toBeNull();
    expect(landing.searchParams.get("error")).toMatch(/not_linked|account/i);
    const linked = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, local.userId));
    expect(linked.map((a) => a.providerId)).toEqual(["credential"]);
  });

  it("login CSRF (docs/security.md #5): a code minted in the attacker's browser does not sign the victim's browser in", async () => {
    // The attacker signs in to their own account and stops before the exchange.
    const attacker = await startFlow();
    const landing = await finishFlow(
      attacker.jar,
      await loginAtProvider(attacker.authorizeUrl.href, "user-1"),
    );
    const code = landing.searchParams.get("code")!;
    expect(code).toBeTruthy();
    // The victim opens /auth/callback?code=... : their browser holds no nonce, or the one of a sign-in of their own.
    const victimFresh = await app.inject({ method: "POST", url: "/api/auth/exchange", payload: { code } });
    expect(victimFresh.statusCode).toBe(400);
    expect(victimFresh.json()).toEqual({
      success: false,
      error: "This sign-in was not started in this browser. Please sign in again from here.",
    });
    const victim = await startFlow();
    const victimOwn = await app.inject({
      method: "POST",
      url: "/api/auth/exchange",
      payload: { code },
      headers: { cookie: victim.jar.header() },
    });
    expect(victimOwn.statusCode).toBe(400);
    expect(victimOwn.body).not.toContain("token");
    // In the browser that started it, the same code still works once.
    expect((await exchange(landing, attacker.jar)).user.email).toBe("ines@studio.example");
  });

  it("login CSRF: a provider session in a browser that never started a sign-in here gets no code", async () => {
    const { jar, authorizeUrl } = await startFlow();
    const callback = await loginAtProvider(authorizeUrl.href, "user-1");
    const cb = await app.inject({
      method: "GET",
      url: callback.pathname + callback.search,
      headers: { cookie: jar.header() },
    });
    jar.store(cb.headers["set-cookie"]);
    const withoutNonce = jar
      .header()
      .split("; ")
      .filter((c) => !c.startsWith("twl.sign_in_binding="))
      .join("; ");
    const done = await app.inject({
      method: "GET",
      url: "/api/auth/complete",
      headers: { cookie: withoutNonce },
    });
    expect(done.statusCode).toBe(302);
    const location = new URL(String(done.headers.location), PUBLIC_URL);
    expect(location.pathname).toBe("/auth/callback");
    expect(location.searchParams.get("code")).toBeNull();
    expect(location.searchParams.get("error")).toBe("sign_in_not_started");
  });

  it("ADMIN_EMAILS (docs/security.md #1): a provider's verified-email claim for a listed address makes an admin at once", async () => {
    oidc.accounts.set("boss", { sub: "boss", email: "boss@studio.example", name: "The Boss" });
    const { jar, authorizeUrl } = await startFlow();
    const { user } = await exchange(
      await finishFlow(jar, await loginAtProvider(authorizeUrl.href, "boss")),
      jar,
    );
    expect(user).toMatchObject({ email: "boss@studio.example", role: "admin", availableClout: 100 });
  });

  it("refuses to start a provider that is not configured", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/oauth/start",
      payload: { provider: "google" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Sign-in with google is not configured on this server");
  });
});
