import type { BillingTransaction, PaymentMethod } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { findAccountByUser, listRecentTransactions } from "./billing.repo.ts";
import { stripeOf } from "./stripe-client.ts";

/** GET /api/billing/payment-methods: the customer's cards at Stripe, or the test card of test mode. */
export async function listPaymentMethods(ctx: AppContext, userId: string): Promise<PaymentMethod[]> {
  const account = await findAccountByUser(ctx.database.db, userId);
  if (!account) return [];
  const stripe = stripeOf(ctx);
  if (account.provider === "stripe" && stripe && account.customerId) {
    const list = await stripe.stripe.paymentMethods.list({
      customer: account.customerId,
      type: "card",
      limit: 3,
    });
    return list.data.flatMap((pm) =>
      pm.card
        ? [
            {
              brand: pm.card.brand,
              last4: pm.card.last4,
              expMonth: pm.card.exp_month,
              expYear: pm.card.exp_year,
            },
          ]
        : [],
    );
  }
  if (!account.cardLast4) return [];
  return [
    {
      brand: account.cardBrand ?? "card",
      last4: account.cardLast4,
      expMonth: account.cardExpMonth,
      expYear: account.cardExpYear,
    },
  ];
}

/** GET /api/billing/transactions?limit=5: the customer's charges at Stripe, or our own payment rows. */
export async function listTransactions(
  ctx: AppContext,
  userId: string,
  limit: number,
): Promise<BillingTransaction[]> {
  const account = await findAccountByUser(ctx.database.db, userId);
  const stripe = stripeOf(ctx);
  if (account?.provider === "stripe" && stripe && account.customerId) {
    const charges = await stripe.stripe.charges.list({ customer: account.customerId, limit });
    return charges.data.map((c) => ({
      id: c.id,
      description: c.description ?? "Payment",
      date: new Date(c.created * 1000).toISOString(),
      amount: c.amount / 100,
      status: c.status,
    }));
  }
  const rows = await listRecentTransactions(ctx.database.db, userId, limit);
  return rows.map((r) => ({
    id: r.id,
    description: r.description,
    date: r.createdAt.toISOString(),
    amount: r.amountCents / 100,
    status: r.status,
  }));
}
