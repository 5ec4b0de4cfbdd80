import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { users } from "../src/db/schema.ts";
import { bearer, latestMailTo, signUp, signUpAdmin } from "./auth-helpers.ts";
import { decodeQuotedPrintable, FakeSmtpServer } from "./fakes/fake-smtp.ts";
import { createTestApp } from "./helper.ts";

describe("mail without SMTP_URL: the local outbox, for admins only", async () => {
  const { app, ctx } = await createTestApp();

  it("keeps the verification mail with its link; admins read it, others get 401/403", async () => {
    const writer = await signUp(app, { verify: false });
    const admin = await signUpAdmin(app, ctx);
    expect((await app.inject({ method: "GET", url: "/api/admin/outbox" })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: "GET", url: "/api/admin/outbox", headers: bearer(writer.token) }))
        .statusCode,
    ).toBe(403);
    const res = await app.inject({ method: "GET", url: "/api/admin/outbox", headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().transport).toBe("outbox");
    const mail = res.json().messages.find((m: { to: string }) => m.to === writer.email);
    expect(mail).toMatchObject({
      subject: "Confirm your email for The White List",
      link: expect.stringContaining("/api/auth/verify-email?token="),
    });
    expect(mail.text).toContain(mail.link);
  });
});

describe("mail with SMTP_URL: real SMTP through nodemailer", async () => {
  const smtp = new FakeSmtpServer();
  const smtpUrl = await smtp.start();
  afterAll(() => smtp.stop());
  const { app, ctx } = await createTestApp({
    SMTP_URL: smtpUrl,
    MAIL_FROM: "The White List <hello@twl.example>",
    PUBLIC_URL: "http://127.0.0.1:3998",
  });

  it("sends the verification link over SMTP, and opening it verifies the address", async () => {
    const email = `smtp-${Date.now()}@example.com`;
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "Mail Reader", email, password: "violet mango staircase" },
    });
    expect(res.statusCode).toBe(200);
    await expect
      .poll(() => smtp.messages.filter((m) => m.to.includes(email)).length, { timeout: 30_000 })
      .toBe(1);
    const sent = smtp.messages.find((m) => m.to.includes(email))!;
    expect(sent.from).toContain("hello@twl.example");
    const body = decodeQuotedPrintable(sent.data);
    expect(body).toContain("Subject: Confirm your email for The White List");
    const link = new URL(/http:\/\/127\.0\.0\.1:3998\/api\/auth\/verify-email\?token=\S+/.exec(body)![0]);
    const open = await app.inject({ method: "GET", url: link.pathname + link.search });
    expect(open.headers.location).toBe("/home?email=verified");
    // Nothing is kept locally when mail really leaves.
    expect(await latestMailTo(app, email)).toBeUndefined();
    const admin = await signUp(app, { verify: false });
    await ctx.database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.userId));
    const outbox = await app.inject({
      method: "GET",
      url: "/api/admin/outbox",
      headers: bearer(admin.token),
    });
    expect(outbox.json()).toEqual({ success: true, transport: "smtp", messages: [] });
  });
});
