import { describe, expect, it } from "vitest";

import { ADMIN_CLOUT_MAX } from "@twl/contract";

import { parseAdminNumber } from "./parse-admin-number.ts";

describe("parseAdminNumber", () => {
  it("accepts whole numbers from 0 to the maximum, trimmed", () => {
    expect(parseAdminNumber("0", 0, ADMIN_CLOUT_MAX)).toBe(0);
    expect(parseAdminNumber(" 250 ", 0, ADMIN_CLOUT_MAX)).toBe(250);
    expect(parseAdminNumber("10000", 0, ADMIN_CLOUT_MAX)).toBe(10_000);
  });

  it.each(["10001", "-1", "2.5", "abc", "", "1e3", "0x10"])("refuses %j", (text) => {
    expect(parseAdminNumber(text, 0, ADMIN_CLOUT_MAX)).toBeNull();
  });
});
