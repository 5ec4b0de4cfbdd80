import { afterEach, describe, expect, it, vi } from "vitest";

import { SIGN_IN_ACCOUNT_FAILURES_MAX, SIGN_IN_ACCOUNT_WINDOW_MS } from "@twl/contract";

import { KNOWN_DEVICE_COOKIE } from "../src/modules/auth/known-device.ts";
import { signUp } from "./auth-helpers.ts";
import { createTestApp } from "./helper.ts";

/**
 * Issue 28, finding 7: 60 wrong passwords for one account from 6 addresses (each within its own
 * per-address limit) all got 401, then the right one 200. Now the account itself has a budget; past
 * it a new address is refused (429) even with the right password, the owner's known device still
 * gets in, other accounts are unaffected, and the lock ends with the window (Date faked).
 */
// Each test sends 60+ password checks (scrypt): generous limits for a busy 2-core machine.
describe("per-account sign-in throttle", { timeout: 180_000 }, async () => {
  const { app } = await createTestApp();
  afterEach(() => vi.useRealTimers());
  const signIn = (email: string, password: string, remoteAddress: string, cookie?: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
  const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
    const all = ([] as string[]).concat((res.headers["set-cookie"] as string | string[] | undefined) ?? []);
    const found = all.find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    expect(found, "no known-device cookie").toBeTruthy();
    expect(found).toMatch(/HttpOnly/);
    expect(found).toMatch(/SameSite=Strict/);
    return found!.split(";")[0]!;
  };
  /** 60 wrong passwords from 6 networks, 10 each (each network within its own per-address limit). */
  const hammer = async (email: string, prefix: string) => {
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n++)
      for (let i = 0; i < 10; i++)
        statuses.push((await signIn(email, `wrong-${n}-${i}`, `${prefix}.${n}`)).statusCode);
    return statuses;
  };

  it("refuses a new address with the right password after 60 failures from 6 addresses; the owner's device gets in", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    // The owner signs in from their laptop once: it becomes a known device.
    const laptop = await signIn(owner.email, owner.password, "192.0.2.200");
    expect(laptop.statusCode, laptop.body).toBe(200);
    const laptopCookie = deviceCookieOf(laptop);

    const statuses = await hammer(owner.email, "203.0.113");
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_ACCOUNT_FAILURES_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - SIGN_IN_ACCOUNT_FAILURES_MAX);

    const stranger = await signIn(owner.email, owner.password, "198.18.0.7");
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error).toMatch(
      /Too many failed sign-ins for this account\. Try again in \d+ minutes/,
    );
    // Another browser's (or a forged) device cookie does not help.
    const forged = await signIn(
      owner.email,
      owner.password,
      "198.18.0.8",
      `${KNOWN_DEVICE_COOKIE}=${"A".repeat(43)}`,
    );
    expect(forged.statusCode).toBe(429);

    const fromLaptop = await signIn(owner.email, owner.password, "192.0.2.200", laptopCookie);
    expect(fromLaptop.statusCode, fromLaptop.body).toBe(200);

    // The owner's cookie is no key to another account, and that account is not locked.
    expect((await signIn(other.email, "wrong password", "198.18.0.9", laptopCookie)).statusCode).toBe(401);
    expect((await signIn(other.email, other.password, "198.18.0.10")).statusCode).toBe(200);
  });

  it("answers an address without an account the same way (no enumeration)", async () => {
    const statuses = await hammer("nobody-here@example.com", "203.0.114");
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_ACCOUNT_FAILURES_MAX);
    expect((await signIn("Nobody-Here@Example.com", "x", "198.18.1.1")).statusCode).toBe(429);
  });

  it("lets a new address in again once the window has passed", async () => {
    const owner = await signUp(app);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await hammer(owner.email, "203.0.115");
    expect((await signIn(owner.email, owner.password, "198.18.2.1")).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + SIGN_IN_ACCOUNT_WINDOW_MS - 60_000);
    expect((await signIn(owner.email, owner.password, "198.18.2.2")).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const later = await signIn(owner.email, owner.password, "198.18.2.3");
    expect(later.statusCode, later.body).toBe(200);
  });
});
