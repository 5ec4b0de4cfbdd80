import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { users } from "../src/db/schema.ts";
import { nonCanonicalReason } from "../src/plugins/canonical-path.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { createTestApp } from "./helper.ts";
import { listenOnLoopback, rawRequest } from "./raw-http.ts";

/** Our own routes under /api/auth: each validates its input and is rate limited where it matters. */
const OWN_AUTH_ROUTES = [
  "GET /api/auth/providers",
  "POST /api/auth/sign-up/email",
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-out",
  "POST /api/auth/oauth/start",
  "GET /api/auth/complete",
  "POST /api/auth/exchange",
  "GET /api/auth/verify-email",
  "POST /api/auth/resend-verification",
  "POST /api/auth/change-password",
  "GET /api/auth/profile",
  "GET /api/auth/current-user",
  "POST /api/auth/update-profile",
];

describe("only an allow-list of better-auth's endpoints is reachable (docs/security.md #2)", async () => {
  const { app, ctx } = await createTestApp();

  it("the route table under /api/auth is our own routes plus the provider-callback forwarder, nothing else", () => {
    // printRoutes draws a tree: each line is a path segment below the one it is indented under.
    const found = new Set<string>();
    const stack: string[] = [];
    for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
      const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      stack.length = depth;
      stack.push(match[2]!);
      const path = stack.join("");
      if (!path.startsWith("/api/auth") || !match[3]) continue;
      for (const method of match[3].split(",").map((m) => m.trim()))
        if (method !== "HEAD") found.add(`${method} ${path}`);
    }
    expect([...found].sort()).toEqual([...OWN_AUTH_ROUTES].sort());
    // The catch-all that hands provider callbacks to better-auth (it refuses every other path itself).
    for (const method of ["GET", "POST"] as const)
      expect(app.hasRoute({ method, url: "/api/auth/*" })).toBe(true);
    for (const method of ["PUT", "PATCH", "DELETE"] as const)
      expect(app.hasRoute({ method, url: "/api/auth/*" })).toBe(false);
  });

  it("every better-auth endpoint that is not ours or a configured provider callback is a 404, even with a valid session", async () => {
    const account = await signUp(app, { name: "Route Walker" });
    const endpoints = Object.values(
      ctx.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>,
    ).filter((e) => e.path);
    expect(endpoints.length).toBeGreaterThan(25);
    const own = new Set(OWN_AUTH_ROUTES);
    let checked = 0;
    for (const endpoint of endpoints) {
      // No provider is configured on this app, so even /callback/:id is not forwarded here.
      const path = `/api/auth${endpoint.path!.replace(/:[a-z]+/gi, "oidc")}`;
      for (const method of ["GET", "POST"]) {
        if (own.has(`${method} ${path}`)) continue;
        const res = await app.inject({
          method: method as "GET" | "POST",
          url: path,
          headers: bearer(account.token),
          ...(method === "POST"
            ? {
                payload: {
                  name: "x".repeat(100_000),
                  image: "https://evil.example/pixel.png",
                  newPassword: "p4ssword-p4ssword",
                  email: "evil@example.com",
                },
              }
            : {}),
        });
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json()).toEqual({ success: false, error: `Route ${method} ${path} not found` });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
    // Nothing was written through better-auth: the name and image are as signed up.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.userId));
    expect(row).toMatchObject({ name: "Route Walker", image: null, email: account.email });
  });

  it("the attack from the report: update-user with a 100,000-character name and an image URL is a 404", async () => {
    const account = await signUp(app, { name: "Quiet Writer" });
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/update-user",
      headers: bearer(account.token),
      payload: { name: "A".repeat(100_000), image: "https://tracker.example/p.gif" },
    });
    expect(res.statusCode).toBe(404);
    const [row] = await ctx.database.db
      .select({ name: users.name, image: users.image })
      .from(users)
      .where(eq(users.id, account.userId));
    expect(row).toEqual({ name: "Quiet Writer", image: null });
    // The validated calls still refuse it.
    const ours = await app.inject({
      method: "PUT",
      url: "/api/protected/profile",
      headers: bearer(account.token),
      payload: { name: "A".repeat(100_000) },
    });
    expect(ours.statusCode).toBe(400);
  });
});

describe("non-canonical paths are refused before routing (docs/security.md #4)", async () => {
  const { app, ctx } = await createTestApp({ AUTH_RATE_LIMIT_MAX: "5" });
  const port = await listenOnLoopback(app);

  const variants = [
    "/api/auth/./sign-in/email",
    "//api/auth/sign-in/email",
    "/api//auth/sign-in/email",
    "/api/auth//sign-in/email",
    "/api/auth/%2e/sign-in/email",
    "/api/auth/%2E%2E/auth/sign-in/email",
    "/api/auth/sign-in%2Femail",
    "/api/auth/sign-in%2femail",
    "/api/auth/sign-in%5cemail",
    "/api/auth/x/../sign-in/email",
    "/api/auth/sign-in/email/",
    "/api/auth/sign-in/email;jsessionid=1",
    "/api/auth/sign-in/email%00",
    "/api/auth/Sign-In/Email",
    "/api/auth/sign-in/email%20",
    "/api/./auth/sign-in/email",
  ];

  it("classifies the variants as non-canonical and ordinary paths as canonical", () => {
    for (const v of variants) expect(nonCanonicalReason(v), v).not.toBeNull();
    for (const ok of [
      "/api/auth/sign-in/email",
      "/api/scripts?search=a%2Fb",
      "/scripts/123?tab=coverage",
      "/",
      "/api/auth/callback/google?code=x&state=y",
    ]) {
      expect(nonCanonicalReason(ok), ok).toBeNull();
    }
  });

  it("40 wrong passwords sent raw through path tricks never reach a sign-in handler, and the canonical route still limits", async () => {
    const account = await signUp(app);
    const payload = { email: account.email, password: "wrong password!" };
    for (let i = 0; i < 40; i++) {
      const target = variants[i % variants.length]!;
      const res = await rawRequest(port, "POST", target, {
        body: payload,
        headers: { "x-forwarded-for": "203.0.113.1" },
      });
      expect(res.status, target).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ success: false, error: "Invalid request path" });
    }
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await rawRequest(port, "POST", "/api/auth/sign-in/email", { body: payload })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("a sign-up with a 100,000-character name through ./sign-up/email creates nothing", async () => {
    const email = `bypass-${Date.now()}@example.com`;
    const before = await ctx.database.db.$count(users);
    for (const target of [
      "/api/auth/./sign-up/email",
      "/api/auth/%2e/sign-up/email",
      "/api/auth/sign-up/email/",
    ]) {
      const res = await rawRequest(port, "POST", target, {
        body: { name: "N".repeat(100_000), email, password: "a-long-enough-secret-9" },
      });
      expect(res.status, target).toBe(400);
    }
    expect(await ctx.database.db.$count(users)).toBe(before);
    expect(await ctx.database.db.$count(users, sql`lower(${users.email}) = ${email}`)).toBe(0);
  });

  it("dot segments elsewhere are refused too, and ordinary requests still work", async () => {
    expect((await rawRequest(port, "GET", "/api/genres/../health")).status).toBe(400);
    expect((await rawRequest(port, "GET", "/api/%2e%2e/health")).status).toBe(400);
    expect((await rawRequest(port, "GET", "/api/genres")).status).toBe(200);
    expect((await rawRequest(port, "GET", "/health")).status).toBe(200);
  });
});
