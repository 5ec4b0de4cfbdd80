import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

import type { AppContext } from "../src/context.ts";
import { users } from "../src/db/schema.ts";
import { bearer } from "./auth-helpers.ts";

/** A draft script (no file) through the real route; public unless told otherwise. */
export async function createDraft(
  app: FastifyInstance,
  token: string,
  options: { title?: string; isPublic?: boolean } = {},
) {
  const res = await app.inject({
    method: "POST",
    url: "/api/protected/scripts",
    headers: bearer(token),
    payload: { title: options.title ?? "A Quiet Place To Land", isPublic: options.isPublic ?? true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().script.id as string;
}

export async function balancesOf(ctx: AppContext, userId: string) {
  const [row] = await ctx.database.db
    .select({ availableClout: users.availableClout, receivedClout: users.receivedClout })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

export async function setLiquid(ctx: AppContext, userId: string, amount: number) {
  await ctx.database.db.update(users).set({ availableClout: amount }).where(eq(users.id, userId));
}

/** Every user's balances against the sums of their ledger rows, and every script's total against its received rows. */
export async function ledgerMismatches(ctx: AppContext) {
  const rows = await ctx.database.db.execute(sql`
    select u.id, u.available_clout, u.received_clout,
      coalesce(sum(case when t.balance = 'liquid' and t.type in ('monthly_allowance', 'received', 'earned', 'admin_credit') then t.amount
                        when t.balance = 'liquid' then -t.amount end), 0)::int as liquid_sum,
      coalesce(sum(case when t.balance = 'solid' then t.amount end), 0)::int as solid_sum
    from users u left join clout_transactions t on t.user_id = u.id
    group by u.id
    having u.available_clout <> coalesce(sum(case when t.balance = 'liquid' and t.type in ('monthly_allowance', 'received', 'earned', 'admin_credit') then t.amount
                        when t.balance = 'liquid' then -t.amount end), 0)
        or u.received_clout <> coalesce(sum(case when t.balance = 'solid' then t.amount end), 0)
        or u.available_clout < 0 or u.received_clout < 0`);
  const scriptRows = await ctx.database.db.execute(sql`
    select s.id from scripts s
    where s.received_clout <> coalesce((select sum(t.amount) from clout_transactions t where t.script_id = s.id and t.type = 'received'), 0)`);
  return [
    ...((rows as unknown as { rows: unknown[] }).rows ?? []),
    ...((scriptRows as unknown as { rows: unknown[] }).rows ?? []),
  ];
}
