import { CalendarPlus, Coins, Gift, Send, ShieldCheck, Sparkles, type LucideIcon } from "lucide-react";

import { SENT_TRANSACTION_TYPES, type CloutTransaction, type CloutTransactionType } from "@twl/contract";

interface TypeDisplay {
  label: string;
  icon: LucideIcon;
  /** Icon chip colours, readable in both themes. */
  tone: string;
}

export const TRANSACTION_TYPE_DISPLAY: Record<CloutTransactionType, TypeDisplay> = {
  gave: { label: "Gave clout", icon: Send, tone: "bg-danger-soft text-danger-ink" },
  spent: { label: "Spent clout", icon: Coins, tone: "bg-warning-soft text-warning-ink" },
  received: {
    label: "Received clout",
    icon: Gift,
    tone: "bg-violet-500/10 text-violet-700 dark:text-violet-300",
  },
  earned: {
    label: "Earned clout",
    icon: Sparkles,
    tone: "bg-success-soft text-success-ink",
  },
  monthly_allowance: {
    label: "Monthly allowance",
    icon: CalendarPlus,
    tone: "bg-info-soft text-info-ink",
  },
  admin_credit: {
    label: "Adjusted by an admin",
    icon: ShieldCheck,
    tone: "bg-slate-500/10 text-slate-700 dark:text-slate-300",
  },
  admin_debit: {
    label: "Adjusted by an admin",
    icon: ShieldCheck,
    tone: "bg-slate-500/10 text-slate-700 dark:text-slate-300",
  },
};

export function isSent(transaction: Pick<CloutTransaction, "type">): boolean {
  return SENT_TRANSACTION_TYPES.includes(transaction.type);
}

/** "+25" for money in, "-10" for money out, whatever sign the server stored. */
export function signedAmount(transaction: Pick<CloutTransaction, "type" | "amount">): string {
  return `${isSent(transaction) ? "-" : "+"}${Math.abs(transaction.amount).toLocaleString("en-US")}`;
}
