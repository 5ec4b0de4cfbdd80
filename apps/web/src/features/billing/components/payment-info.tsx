import { clsx } from "clsx";
import { CreditCard, Receipt } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { usePaymentMethods } from "../api/get-payment-methods.ts";
import { useTransactions } from "../api/get-transactions.ts";
import { usePortalSession } from "../api/manage-subscription.ts";
import { formatDate, formatUsd, paymentStatusOf } from "../lib/format.ts";

const TONES = {
  green: "bg-success-soft text-success-ink",
  red: "bg-danger-soft text-danger-ink",
  yellow: "bg-warning-soft text-warning-ink",
} as const;

/** Payment information: the card on file and the billing portal. */
export function PaymentInfo({
  navigate,
  canPay = true,
}: {
  navigate?: (url: string) => void;
  /** False when this server takes no payments: no billing portal. */
  canPay?: boolean;
}) {
  const methods = usePaymentMethods();
  const portal = usePortalSession(navigate);
  return (
    <Card as="section" size="large" aria-labelledby="payment-heading" className="p-5 sm:p-7">
      <h2
        id="payment-heading"
        className="flex items-center gap-2 font-display-tight text-xl font-semibold text-ink"
      >
        <CreditCard aria-hidden="true" className="size-5 text-accent-ink" /> Payment information
      </h2>
      <div className="mt-4">
        {methods.isPending && <Skeleton className="h-6 w-48" />}
        {methods.isError && <p className="text-sm text-ink-muted">Payment methods could not be loaded.</p>}
        {methods.data?.length === 0 && (
          <p className="text-sm text-ink-muted">No payment method on file yet.</p>
        )}
        {methods.data?.map((m) => (
          <p key={`${m.brand}-${m.last4}`} className="text-sm text-ink">
            <span className="font-semibold capitalize">{m.brand}</span> ending in{" "}
            <span className="tabular-nums">{m.last4}</span>
            {m.expMonth && m.expYear ? (
              <span className="text-ink-muted">
                {" "}
                · expires {String(m.expMonth).padStart(2, "0")}/{m.expYear}
              </span>
            ) : null}
          </p>
        ))}
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="mt-4"
        onClick={() => portal.mutate()}
        disabled={!canPay || portal.isPending}
      >
        Manage billing
      </Button>
    </Card>
  );
}

/** The 5 most recent transactions with status colours, and the note about the full history. */
export function RecentTransactions() {
  const transactions = useTransactions();
  return (
    <Card as="section" size="large" aria-labelledby="transactions-heading" className="p-5 sm:p-7">
      <h2
        id="transactions-heading"
        className="flex items-center gap-2 font-display-tight text-xl font-semibold text-ink"
      >
        <Receipt aria-hidden="true" className="size-5 text-accent-ink" /> Recent transactions
      </h2>
      {transactions.isPending && (
        <div className="mt-4 space-y-2" aria-busy="true">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      )}
      {transactions.isError && (
        <p className="mt-4 text-sm text-ink-muted">Transactions could not be loaded.</p>
      )}
      {transactions.data?.length === 0 && <p className="mt-4 text-sm text-ink-muted">No transactions yet.</p>}
      {transactions.data && transactions.data.length > 0 && (
        <ul className="mt-4 divide-y divide-line">
          {transactions.data.map((t) => {
            const s = paymentStatusOf(t.status);
            return (
              <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-ink">{t.description}</p>
                  <p className="text-ink-subtle">{formatDate(t.date)}</p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold text-ink tabular-nums">{formatUsd(t.amount)}</span>
                  <span className={clsx("rounded-full px-2.5 py-0.5 text-xs font-semibold", TONES[s.tone])}>
                    {s.label}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-3 text-xs text-ink-subtle">
        Showing your 5 most recent transactions. Contact support for your full history.
      </p>
    </Card>
  );
}
