import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../src/app.ts";
import { createLogger } from "../src/lib/logger.ts";
import { REDACTED, redactUrl } from "../src/lib/redact-url.ts";
import { bearer, latestMailTo } from "./auth-helpers.ts";
import { createTestContext } from "./helper.ts";
import { uploadScript } from "./scripts-helpers.ts";

/**
 * Issue 28, finding 9: the info log holds no token, code or signature from any URL the server sees
 * or sends (verification links, signed file links, OAuth hand-off codes). The app logs at info into
 * a stream this test reads, through the same logger factory main.ts uses.
 */
describe("log redaction", () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  const log = () => lines.join("");

  beforeAll(async () => {
    const { ctx, dropDatabase } = await createTestContext();
    const logger = createLogger({ level: "info" }, { write: (line: string) => void lines.push(line) });
    ctx.log = logger;
    app = await buildApp(ctx, { logger });
    await app.ready();
    cleanup = async () => {
      await app.close();
      await ctx.database.close();
      await dropDatabase();
    };
  });
  afterAll(() => cleanup());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers, remoteAddress: "192.0.2.9" });

  it("never logs the email-verification token: not from the mail, not from the opened link", async () => {
    const email = "redact-me@example.com";
    const password = "correct horse battery";
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "Redacted Writer", email, password },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const link = new URL((await latestMailTo(app, email))!.link!);
    const token = link.searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(10);
    expect(log()).toContain("mail kept in the local outbox");

    const opened = await get(link.pathname + link.search);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe("/home?email=verified");
    // The request was logged (with its path), only the token is not.
    expect(log()).toContain(`/api/auth/verify-email?token=${REDACTED}`);
    expect(log()).not.toContain(token);
    expect(log()).not.toContain(encodeURIComponent(token));
  });

  it("never logs a signed link to a private script's file, valid or forged", async () => {
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "redact-me@example.com", password: "correct horse battery" },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const token = signIn.json().token as string;
    const id = await uploadScript(app, token, { title: "Secret Draft", isPublic: false });
    const res = await get(`/api/scripts/${id}/url`, bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    const signed = new URL(res.json().url as string, "http://localhost");
    const signature = signed.searchParams.get("signature")!;
    const file = await get(signed.pathname + signed.search);
    expect(file.statusCode).toBe(200);
    const forged = await get(`${signed.pathname}?expires=1&disposition=inline&signature=forged${signature}`);
    expect(forged.statusCode).toBe(403);

    expect(log()).toContain(`/api/files/${REDACTED}`);
    expect(log()).not.toContain(signature);
    expect(log()).not.toContain(signed.pathname);
    // The bearer token is a header, never logged either.
    expect(log()).not.toContain(token);
  });

  it.each([
    [
      "the SPA's OAuth callback with a one-time code",
      "/auth/callback?code=one-time-code-1234567890&state=s1",
    ],
    ["a provider callback", "/api/auth/callback/github?code=provider-code-0987654321&state=state-abcdef"],
    ["a reset link with the token in the path", "/reset-password/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"],
    ["an unknown API path with a token", "/api/no-such-route?token=tok-5566778899&sig=sig-1122334455"],
  ])("never logs the secret in %s", async (_label, url) => {
    await get(url);
    for (const secret of [
      "one-time-code-1234567890",
      "provider-code-0987654321",
      "state-abcdef",
      "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
      "tok-5566778899",
      "sig-1122334455",
    ])
      expect(log()).not.toContain(secret);
    expect(log()).toContain(REDACTED);
  });
});

describe("redactUrl", () => {
  it.each([
    [
      "/api/auth/verify-email?token=abc&callbackURL=%2F",
      `/api/auth/verify-email?token=${REDACTED}&callbackURL=%2F`,
    ],
    [
      "/api/files/scripts/a/b.pdf?expires=1&signature=x",
      `/api/files/${REDACTED}?expires=${REDACTED}&signature=${REDACTED}`,
    ],
    [
      "https://bucket.s3.amazonaws.com/k.pdf?X-Amz-Credential=c&X-Amz-Signature=s&X-Amz-Security-Token=t&X-Amz-Expires=60",
      `https://bucket.s3.amazonaws.com/k.pdf?X-Amz-Credential=${REDACTED}&X-Amz-Signature=${REDACTED}&X-Amz-Security-Token=${REDACTED}&X-Amz-Expires=${REDACTED}`,
    ],
    ["/auth/callback?code=c&error=access_denied", `/auth/callback?code=${REDACTED}&error=access_denied`],
    ["/discover?page=2&sort=top#x", "/discover?page=2&sort=top"],
    [
      "/api/scripts/0b5d6c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e/url",
      "/api/scripts/0b5d6c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e/url",
    ],
    [
      "/x?access_token=a&id_token=b&%74oken=c",
      `/x?access_token=${REDACTED}&id_token=${REDACTED}&%74oken=${REDACTED}`,
    ],
  ])("%s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
