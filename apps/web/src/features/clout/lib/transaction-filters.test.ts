import { describe, expect, it } from "vitest";

import type { CloutTransactionType } from "@twl/contract";

import { makeTransaction } from "../test/clout-fixtures.ts";
import { filterTransactions, periodStart } from "./transaction-filters.ts";

// Wednesday 11 June 2025, 15:30 local time.
const NOW = new Date(2025, 5, 11, 15, 30);
const at = (year: number, month: number, day: number, hour = 12) =>
  new Date(year, month, day, hour).toISOString();

describe("transaction filters", () => {
  const types: CloutTransactionType[] = ["gave", "spent", "received", "earned", "monthly_allowance"];
  const rows = types.map((type) => makeTransaction({ type, createdAt: NOW.toISOString() }));
  const typesOf = (direction: "all" | "sent" | "received") =>
    filterTransactions(rows, { direction, period: "all" }, NOW).map((row) => row.type);

  it("maps Sent to gave and spent, Received to received, earned and monthly_allowance", () => {
    expect(typesOf("sent")).toEqual(["gave", "spent"]);
    expect(typesOf("received")).toEqual(["received", "earned", "monthly_allowance"]);
    expect(typesOf("all")).toEqual(types);
  });

  it("starts Today at midnight, This Week on Monday and This Month on the 1st", () => {
    expect(periodStart("all", NOW)).toBeNull();
    expect(periodStart("today", NOW)).toEqual(new Date(2025, 5, 11));
    expect(periodStart("week", NOW)).toEqual(new Date(2025, 5, 9));
    expect(periodStart("month", NOW)).toEqual(new Date(2025, 5, 1));
    // A Sunday still belongs to the week that began on Monday.
    expect(periodStart("week", new Date(2025, 5, 15, 9))).toEqual(new Date(2025, 5, 9));
  });

  it("keeps the rows of the chosen period", () => {
    const today = makeTransaction({ createdAt: at(2025, 5, 11, 8) });
    const monday = makeTransaction({ createdAt: at(2025, 5, 9) });
    const lastSunday = makeTransaction({ createdAt: at(2025, 5, 8) });
    const lastMonth = makeTransaction({ createdAt: at(2025, 4, 31) });
    const all = [today, monday, lastSunday, lastMonth];
    const ids = (period: "all" | "today" | "week" | "month") =>
      filterTransactions(all, { direction: "all", period }, NOW).map((row) => row.id);

    expect(ids("today")).toEqual([today.id]);
    expect(ids("week")).toEqual([today.id, monday.id]);
    expect(ids("month")).toEqual([today.id, monday.id, lastSunday.id]);
    expect(ids("all")).toEqual(all.map((row) => row.id));
  });

  it("combines direction and period", () => {
    const received = makeTransaction({ type: "received", createdAt: at(2025, 5, 11, 9) });
    const oldReceived = makeTransaction({ type: "earned", createdAt: at(2025, 3, 1) });
    const sent = makeTransaction({ type: "gave", createdAt: at(2025, 5, 11, 9) });
    expect(
      filterTransactions([received, oldReceived, sent], { direction: "received", period: "today" }, NOW),
    ).toEqual([received]);
  });
});
