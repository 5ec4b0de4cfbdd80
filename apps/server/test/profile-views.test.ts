import { describe, expect, it } from "vitest";

import { bearer, signUp } from "./auth-helpers.ts";
import { createTestApp, type TestApp } from "./helper.ts";

// Created while the file is collected, so its teardown (registered with afterAll) runs.
const t: TestApp = await createTestApp();

const viewsOf = async (userId: string, options: { token?: string; ip?: string; ua?: string } = {}) => {
  const res = await t.app.inject({
    url: `/api/public/users/${userId}`,
    headers: { ...(options.token ? bearer(options.token) : {}), "user-agent": options.ua ?? "test-agent" },
    remoteAddress: options.ip ?? "203.0.113.10",
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().user.profileViews as number | null;
};

describe("profile views", () => {
  it("count once per viewer per day, never the user's own visits, and show only on others' profiles", async () => {
    const owner = await signUp(t.app);
    const reader = await signUp(t.app);
    expect(await viewsOf(owner.userId, { token: reader.token })).toBe(1);
    expect(await viewsOf(owner.userId, { token: reader.token })).toBe(1);
    // A visitor without an account, keyed by address and browser.
    expect(await viewsOf(owner.userId, { ip: "203.0.113.20" })).toBe(2);
    expect(await viewsOf(owner.userId, { ip: "203.0.113.20" })).toBe(2);
    expect(await viewsOf(owner.userId, { ip: "203.0.113.21" })).toBe(3);
    // The owner's own page shows the clout given instead, and their visits do not count.
    expect(await viewsOf(owner.userId, { token: owner.token })).toBeNull();
    expect(await viewsOf(owner.userId, { token: reader.token })).toBe(3);
  });

  it("answers 'User not found' for an unknown user without counting anything", async () => {
    const res = await t.app.inject({ url: "/api/public/users/nobody-here" });
    expect(res.statusCode).toBe(404);
  });
});
