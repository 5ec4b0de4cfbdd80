import { z } from "zod";

import { cleanDisplayText } from "./text.ts";

/**
 * The clout economy. Liquid clout (availableClout, droplet) is spent by giving;
 * solid clout (receivedClout, gem) is earned and never spent.
 */
export const CLOUT_TRANSACTION_TYPES = [
  "gave",
  "received",
  "earned",
  "spent",
  "monthly_allowance",
  "admin_credit",
  "admin_debit",
] as const;
export const cloutTransactionTypeSchema = z.enum(CLOUT_TRANSACTION_TYPES);
export type CloutTransactionType = z.infer<typeof cloutTransactionTypeSchema>;
/** Sent means spent or gave; received means earned, received or monthly_allowance. */
export const SENT_TRANSACTION_TYPES: readonly CloutTransactionType[] = ["gave", "spent", "admin_debit"];
export const RECEIVED_TRANSACTION_TYPES: readonly CloutTransactionType[] = [
  "received",
  "earned",
  "monthly_allowance",
  "admin_credit",
];

/** Liquid clout granted on the 1st of each month; enterprise starts at the studio figure. */
export const MONTHLY_CLOUT_GRANT_BY_TIER = {
  free: 100,
  basic: 200,
  pro: 500,
  studio: 1000,
  enterprise: 1000,
} as const;
/** Solid clout for a review of a script that has completed coverage, once per reviewer and script. */
export const REVIEW_AWARD = 100;
export const CLOUT_GIFT_DEFAULT = 10;
export const CLOUT_MESSAGE_MAX_LENGTH = 280;
export const CLOUT_HISTORY_DEFAULT_LIMIT = 100;
export const CLOUT_HISTORY_MAX_LIMIT = 100;
/** The dashboard fetches 10 and shows at most 20 before 'Load More Transactions'. */
export const DASHBOARD_TRANSACTIONS_FETCH = 10;
export const DASHBOARD_TRANSACTIONS_SHOWN = 20;
/** The clout-earned toast appears after 1 s. */
export const CLOUT_EARNED_TOAST_DELAY_MS = 1_000;

export const giveCloutRequestSchema = z
  .object({
    amount: z
      .number({ error: "Amount must be a whole number of clout" })
      .int("Amount must be a whole number of clout")
      .min(1, "Amount must be at least 1")
      .max(1_000_000_000, "Amount is more than your available clout"),
    message: z
      .string()
      .overwrite(cleanDisplayText)
      .trim()
      .max(CLOUT_MESSAGE_MAX_LENGTH, `Message must be at most ${CLOUT_MESSAGE_MAX_LENGTH} characters`)
      .optional(),
  })
  .strict();
export type GiveCloutRequest = z.infer<typeof giveCloutRequestSchema>;

export const giveCloutResponseSchema = z.object({
  success: z.literal(true),
  scriptCloutTotal: z.number().int(),
  remainingClout: z.number().int(),
  /** The giver's ledger row for this gift. */
  transactionId: z.string(),
});
export type GiveCloutResponse = z.infer<typeof giveCloutResponseSchema>;

export const cloutTransactionSchema = z.object({
  id: z.string(),
  type: cloutTransactionTypeSchema,
  amount: z.number().int(),
  /** Which balance moved. */
  balance: z.enum(["liquid", "solid"]),
  message: z.string().nullable(),
  createdAt: z.string(),
  /** The script involved; null when none or when it is another user's private script. */
  toScript: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The other user of a gift. */
  counterparty: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type CloutTransaction = z.infer<typeof cloutTransactionSchema>;

export const cloutHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CLOUT_HISTORY_MAX_LIMIT).default(CLOUT_HISTORY_DEFAULT_LIMIT),
  /** Id of the last row already shown: returns the rows after it (older). */
  before: z.string().uuid().optional(),
});
export const cloutHistoryResponseSchema = z.object({
  success: z.literal(true),
  transactions: z.array(cloutTransactionSchema),
  hasMore: z.boolean(),
});
export type CloutHistoryResponse = z.infer<typeof cloutHistoryResponseSchema>;

export const CLOUT_MESSAGES = {
  ownScript: "You cannot give clout to your own script",
  insufficient: "You don't have enough clout",
  failed: "Failed to give clout",
} as const;
