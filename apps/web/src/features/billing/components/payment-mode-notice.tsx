import { clsx } from "clsx";
import { FlaskConical, Info } from "lucide-react";

import {
  PAYMENTS_UNAVAILABLE_DETAIL,
  PAYMENTS_UNAVAILABLE_TITLE,
  TEST_MODE_LABEL,
  type PaymentMode,
} from "@twl/contract";

/**
 * How this server takes payments, said where plans are sold: nothing when it is Stripe, the test-mode
 * label when no card is charged, and a clear notice when payments are not available here.
 */
export function PaymentModeNotice({
  mode,
  className,
}: {
  mode: PaymentMode | undefined;
  className?: string;
}) {
  if (mode === "test")
    return (
      <p
        className={clsx(
          "inline-flex items-center gap-1.5 rounded-full bg-warning-soft px-3 py-1 text-sm font-semibold text-warning-ink",
          className,
        )}
      >
        <FlaskConical aria-hidden="true" className="size-4" /> {TEST_MODE_LABEL}
      </p>
    );
  if (mode !== "none") return null;
  return (
    <div
      role="status"
      data-testid="payments-unavailable"
      className={clsx(
        "flex items-start gap-2.5 rounded-2xl border border-line bg-surface-2 px-4 py-3.5 text-sm text-ink-muted",
        className,
      )}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-ink" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{PAYMENTS_UNAVAILABLE_TITLE}</p>
        <p className="mt-0.5">{PAYMENTS_UNAVAILABLE_DETAIL}</p>
      </div>
    </div>
  );
}
