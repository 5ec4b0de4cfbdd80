import { verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";

import { createAuth } from "../src/modules/auth/create-auth.ts";
import { fastPasswordHashing } from "./fast-password-hashing.ts";
import { createTestApp } from "./helper.ts";

describe("password hashing", async () => {
  const { ctx } = await createTestApp();

  it("the server hashes with better-auth's scrypt; only the test suite passes a cheaper one", async () => {
    // As bootstrap.ts builds it for the server: no password option.
    const auth = createAuth(ctx.config, ctx.database.db, "a-secret-of-thirty-two-characters!!", ctx.mailer);
    const hash = await (await auth.$context).password.hash("correct horse battery");
    expect(await verifyPassword({ hash, password: "correct horse battery" })).toBe(true);
    expect(await verifyPassword({ hash, password: "wrong horse battery" })).toBe(false);
    // The suite's cheaper hash is another function: it cannot check a server's hash, nor the reverse.
    expect(await fastPasswordHashing.verify({ hash, password: "correct horse battery" })).toBe(false);
    const suiteHash = await (await ctx.auth.$context).password.hash("correct horse battery");
    expect(await verifyPassword({ hash: suiteHash, password: "correct horse battery" })).toBe(false);
  });

  it("the suite's hash still tells a right password from a wrong one", async () => {
    const hash = await fastPasswordHashing.hash("correct horse battery");
    expect(await fastPasswordHashing.verify({ hash, password: "correct horse battery" })).toBe(true);
    expect(await fastPasswordHashing.verify({ hash, password: "correct horse batterY" })).toBe(false);
    expect(await fastPasswordHashing.verify({ hash: "not-a-hash", password: "x" })).toBe(false);
  });
});
