import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import {
  CONTACT_MESSAGE_MAX,
  CONTACT_RATE_LIMIT_PER_HOUR,
  contactMessagesResponseSchema,
} from "@twl/contract";

import { contactMessages } from "../src/db/schema.ts";
import { bearer, signUp, signUpAdmin } from "./auth-helpers.ts";
import { createTestApp } from "./helper.ts";

describe("contact form", async () => {
  const { app, ctx } = await createTestApp();
  const db = ctx.database.db;
  let address = 0;
  const send = (
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = `203.0.113.${++address}`,
  ) => app.inject({ method: "POST", url: "/api/contact", payload, headers, remoteAddress });
  const valid = {
    name: "Nora Ephron",
    email: "nora@example.com",
    topic: "support",
    subject: "Upload question",
    message: "How do I replace the PDF of my script?",
  };
  const count = async () => (await db.select().from(contactMessages)).length;

  it("stores a message once per submit, even when the same submit is sent twice", async () => {
    const before = await count();
    const submissionId = crypto.randomUUID();
    const first = await send({ ...valid, submissionId });
    expect(first.statusCode, first.body).toBe(201);
    const again = await send({ ...valid, submissionId });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await count()).toBe(before + 1);

    const next = await send({ ...valid, submissionId: crypto.randomUUID() });
    expect(next.statusCode).toBe(201);
    expect(await count()).toBe(before + 2);
  });

  it.each([
    ["a message over the limit", { ...valid, message: "x".repeat(CONTACT_MESSAGE_MAX + 1) }],
    ["an over-long name", { ...valid, name: "n".repeat(500) }],
    ["a bad email", { ...valid, email: "not-an-email" }],
    ["an empty message", { ...valid, message: "   " }],
    ["unknown fields", { ...valid, links: ["http://spam.example"] }],
  ])("refuses %s with 400 and stores nothing", async (_label, payload) => {
    const before = await count();
    const res = await send(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().success).toBe(false);
    expect(await count()).toBe(before);
  });

  it("drops bidi overrides and control characters from every field, as elsewhere (issue 28 #10)", async () => {
    const submissionId = crypto.randomUUID();
    const res = await send({
      ...valid,
      submissionId,
      name: "\u202EMallory\u2069\r\n",
      subject: "Invoice\u202Egpj.exe\u200F\u0007",
      message: "Line one\u202A\u001b[31m\r\nLine\ttwo\u2066\u0008 \ufeffend",
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row!.name).toBe("Mallory");
    expect(row!.subject).toBe("Invoicegpj.exe");
    // Line breaks stay in a message (as "\n"); everything unsafe is gone.
    expect(row!.message).toBe("Line one[31m\nLine two end");
  });

  it.each([
    ["a name of only bidi and control characters", { name: "\u202E\u202D\u0001" }],
    ["a message that is only control characters once cleaned", { message: "\u202E\u0001".repeat(20) }],
    ["an email with a bidi override", { email: "nora\u202E@example.com" }],
    ["an email with a control character", { email: "nora@exam\u0007ple.com" }],
  ])("refuses %s with 400 and stores nothing", async (_label, change) => {
    const before = await count();
    const res = await send({ ...valid, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(await count()).toBe(before);
  });

  it("refuses a body far over 16 KB before reading it", async () => {
    const before = await count();
    const res = await send({ ...valid, message: "x".repeat(40_000) });
    expect(res.statusCode).toBe(413);
    expect(await count()).toBe(before);
  });

  it("accepts a filled-in honeypot without storing it", async () => {
    const before = await count();
    const res = await send({ ...valid, website: "http://cheap-pills.example" });
    expect(res.statusCode).toBe(201);
    expect(await count()).toBe(before);
  });

  it("rate limits each sender", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT_PER_HOUR; i++)
      statuses.push((await send(valid, {}, "192.0.2.9")).statusCode);
    expect(statuses.slice(0, CONTACT_RATE_LIMIT_PER_HOUR).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("shows messages to admins only, newest first, and lets them mark one handled", async () => {
    const writer = await signUp(app);
    const admin = await signUpAdmin(app, ctx);
    await send({ ...valid, message: "The newest message of all." }, bearer(writer.token));
    expect((await app.inject({ method: "GET", url: "/api/admin/contact-messages" })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: "GET", url: "/api/admin/contact-messages", headers: bearer(writer.token) }))
        .statusCode,
    ).toBe(403);
    const res = await app.inject({
      method: "GET",
      url: "/api/admin/contact-messages",
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = contactMessagesResponseSchema.parse(res.json());
    expect(body.messages[0]).toMatchObject({
      message: "The newest message of all.",
      email: "nora@example.com",
      userId: writer.userId,
      handledAt: null,
    });
    expect(body.openCount).toBe(await count());

    const id = body.messages[0]!.id;
    const mark = await app.inject({
      method: "PUT",
      url: `/api/admin/contact-messages/${id}`,
      headers: bearer(admin.token),
      payload: { handled: true },
    });
    expect(mark.statusCode, mark.body).toBe(200);
    expect(mark.json().message.handledAt).not.toBeNull();
    const open = contactMessagesResponseSchema.parse(
      (
        await app.inject({
          method: "GET",
          url: "/api/admin/contact-messages?status=open",
          headers: bearer(admin.token),
        })
      ).json(),
    );
    expect(open.messages.map((m) => m.id)).not.toContain(id);
    expect(
      (
        await app.inject({
          method: "PUT",
          url: `/api/admin/contact-messages/${id}`,
          headers: bearer(writer.token),
          payload: { handled: false },
        })
      ).statusCode,
    ).toBe(403);
  });
});
