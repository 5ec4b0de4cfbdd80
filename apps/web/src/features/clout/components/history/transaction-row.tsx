import { clsx } from "clsx";
import { Link } from "react-router";

import type { CloutTransaction } from "@twl/contract";

import { formatDateTime } from "../../../../lib/format.ts";
import { titleOf } from "../../../../lib/script-display.ts";
import { formatRelativeTime } from "../../lib/relative-time.ts";
import { isSent, signedAmount, TRANSACTION_TYPE_DISPLAY } from "../../lib/transaction-display.ts";
import { BalanceIcon } from "../clout-icons.tsx";

const LINK_CLASS = "font-medium text-ink underline-offset-2 hover:text-accent-ink hover:underline";

/** One ledger line: what happened, the script and the other person, the message, amount and when. */
export function TransactionRow({
  transaction,
  compact = false,
}: {
  transaction: CloutTransaction;
  compact?: boolean;
}) {
  const { type, toScript, counterparty, message, balance, createdAt } = transaction;
  const display = TRANSACTION_TYPE_DISPLAY[type];
  const Icon = display.icon;
  const sent = isSent(transaction);

  return (
    <li className={clsx("flex items-start gap-3", compact ? "py-3" : "p-4 sm:gap-4 sm:p-5")}>
      <span
        className={clsx(
          "flex shrink-0 items-center justify-center rounded-full",
          compact ? "size-8" : "size-10",
          display.tone,
        )}
      >
        <Icon aria-hidden="true" className={compact ? "size-4" : "size-[18px]"} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-ink">{display.label}</p>
        {(toScript || counterparty) && (
          <p className="mt-0.5 truncate text-sm text-ink-muted">
            {toScript && (
              <>
                on{" "}
                <Link to={`/scripts/${encodeURIComponent(toScript.id)}`} className={LINK_CLASS}>
                  {titleOf(toScript)}
                </Link>
              </>
            )}
            {toScript && counterparty && " "}
            {counterparty && (
              <>
                {sent ? "to" : "from"}{" "}
                <Link to={`/profile/${encodeURIComponent(counterparty.id)}`} className={LINK_CLASS}>
                  {counterparty.name || "Anonymous"}
                </Link>
              </>
            )}
          </p>
        )}
        {message && !compact && (
          <p className="mt-1.5 text-sm break-words whitespace-pre-line text-ink-muted italic">“{message}”</p>
        )}
      </div>
      <div className="shrink-0 text-right">
        <p
          className={clsx(
            "inline-flex items-center gap-1 font-semibold tabular-nums",
            compact ? "text-sm" : "text-base",
            sent ? "text-danger-ink" : "text-success-ink",
          )}
        >
          {signedAmount(transaction)}
          <BalanceIcon balance={balance} className="size-3.5" />
          <span className="sr-only">{balance} clout</span>
        </p>
        <p className="mt-0.5 text-xs text-ink-subtle">
          <time dateTime={createdAt} title={formatDateTime(createdAt)}>
            {formatRelativeTime(createdAt)}
          </time>
        </p>
      </div>
    </li>
  );
}
