import type { ReactNode } from "react";

import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { formatNumber } from "../../../../lib/format.ts";
import { LiquidIcon } from "../clout-icons.tsx";

interface ConfirmTransferDialogProps {
  open: boolean;
  scriptTitle: string;
  amount: number;
  balance: number;
  message: string;
  isBusy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="text-right text-sm font-semibold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

function Liquid({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-1">
      <LiquidIcon className="size-3.5" />
      {formatNumber(value)}
    </span>
  );
}

/** Step two: 'Confirm Clout Transfer' with the amount, the balance before and after, the message. */
export function ConfirmTransferDialog({
  open,
  scriptTitle,
  amount,
  balance,
  message,
  isBusy,
  onConfirm,
  onBack,
}: ConfirmTransferDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onBack()}
      title="Confirm Clout Transfer"
      description={`You are giving liquid clout to “${scriptTitle}”. Gifts cannot be undone.`}
      cancelLabel="Back"
      confirmLabel="Give Clout"
      isBusy={isBusy}
      onConfirm={onConfirm}
    >
      <dl
        aria-label="Transfer details"
        className="mt-5 divide-y divide-line rounded-2xl border border-line bg-canvas/60 px-4"
      >
        <Row term="Amount">
          <Liquid value={amount} />
        </Row>
        <Row term="Balance before">
          <Liquid value={balance} />
        </Row>
        <Row term="Balance after">
          <Liquid value={balance - amount} />
        </Row>
        {message && (
          <div className="py-2.5">
            <dt className="text-sm text-ink-muted">Message</dt>
            <dd className="mt-1 text-sm whitespace-pre-line text-ink">“{message}”</dd>
          </div>
        )}
      </dl>
    </ConfirmDialog>
  );
}
