import { useId, type FormEvent } from "react";
import { Link } from "react-router";

import { CLOUT_MESSAGE_MAX_LENGTH } from "@twl/contract";

import { Button } from "../../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../../components/ui/dialog.tsx";
import { fieldControlClass } from "../../../../components/ui/field-frame.tsx";
import { InlineAlert } from "../../../../components/ui/inline-alert.tsx";
import { TextareaField } from "../../../../components/ui/textarea-field.tsx";
import { formatNumber } from "../../../../lib/format.ts";
import type { GiftDraft } from "../../hooks/use-give-clout-flow.ts";
import { isValidGiftAmount } from "../../lib/gift-amount.ts";
import { LiquidIcon } from "../clout-icons.tsx";

export const NO_LIQUID_CLOUT = "You have no liquid clout to give";

interface GiftAmountDialogProps {
  open: boolean;
  scriptTitle: string;
  balance: number;
  draft: GiftDraft;
  onDraftChange: (draft: GiftDraft) => void;
  onContinue: () => void;
  onClose: () => void;
}

/** Step one of giving: a slider from 1 to the balance, what remains, an optional message. */
export function GiftAmountDialog({
  open,
  scriptTitle,
  balance,
  draft,
  onDraftChange,
  onContinue,
  onClose,
}: GiftAmountDialogProps) {
  const hasBalance = balance > 0;
  const isValid = hasBalance && isValidGiftAmount(draft.amount, balance);

  const setAmount = (value: string) =>
    onDraftChange({ ...draft, amount: value === "" ? Number.NaN : Number(value) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) onContinue();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogTitle className="font-display-tight text-2xl font-semibold text-ink">Give Clout</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-ink-muted">
          Send liquid clout to “{scriptTitle}”. The writer keeps it as solid clout.
        </DialogDescription>
        <p className="mt-4 flex items-center gap-1.5 text-sm text-ink-muted">
          <LiquidIcon className="size-4" />
          Your liquid clout:{" "}
          <strong className="font-semibold text-ink tabular-nums">{formatNumber(balance)}</strong>
        </p>

        <form onSubmit={submit} className="mt-5 space-y-5" noValidate>
          {hasBalance ? (
            <GiftAmountFields
              balance={balance}
              amount={draft.amount}
              isValid={isValid}
              onAmountChange={setAmount}
            />
          ) : (
            <NoLiquidCloutNotice />
          )}

          <TextareaField
            label="Message (optional)"
            value={draft.message}
            maxLength={CLOUT_MESSAGE_MAX_LENGTH}
            onChange={(event) => onDraftChange({ ...draft, message: event.target.value })}
            hint={`${draft.message.length}/${CLOUT_MESSAGE_MAX_LENGTH} characters`}
            disabled={!hasBalance}
            placeholder="Tell the writer what you loved"
          />

          <div className="flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!isValid}>
              Continue
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

interface GiftAmountFieldsProps {
  balance: number;
  amount: number;
  isValid: boolean;
  onAmountChange: (value: string) => void;
}

/** The slider, the exact amount and what remains after the gift. */
function GiftAmountFields({ balance, amount, isValid, onAmountChange }: GiftAmountFieldsProps) {
  const sliderId = useId();
  const exactId = useId();
  const remainingId = useId();
  const remaining = balance - (Number.isFinite(amount) ? amount : 0);
  return (
    <div className="space-y-3">
      <div className="flex items-end justify-between gap-4">
        <label htmlFor={sliderId} className="text-sm font-medium text-ink">
          Amount
        </label>
        <output
          htmlFor={sliderId}
          className="font-display-tight text-3xl font-semibold text-ink tabular-nums"
        >
          {Number.isFinite(amount) ? formatNumber(amount) : "–"}
        </output>
      </div>
      <input
        id={sliderId}
        type="range"
        min={1}
        max={balance}
        step={1}
        value={Math.min(Math.max(Number.isFinite(amount) ? amount : 1, 1), balance)}
        onChange={(event) => onAmountChange(event.target.value)}
        aria-describedby={remainingId}
        className="h-2 w-full cursor-pointer accent-accent"
      />
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={exactId} className="text-xs text-ink-subtle">
          Exact amount
        </label>
        <input
          id={exactId}
          type="number"
          inputMode="numeric"
          min={1}
          max={balance}
          step={1}
          value={Number.isFinite(amount) ? amount : ""}
          onChange={(event) => onAmountChange(event.target.value)}
          aria-invalid={isValid ? undefined : true}
          className={`${fieldControlClass(isValid ? undefined : "invalid")} mt-0! h-9 w-28 text-right tabular-nums`}
        />
      </div>
      <p id={remainingId} className="text-sm text-ink-muted" aria-live="polite">
        {isValid ? (
          <>
            Remaining after:{" "}
            <strong className="font-semibold text-ink tabular-nums">{formatNumber(remaining)}</strong>
          </>
        ) : (
          <span className="font-medium text-danger-ink">
            Choose a whole amount from 1 to {formatNumber(balance)}
          </span>
        )}
      </p>
    </div>
  );
}

/** Shown instead of the amount fields when there is nothing to give. */
function NoLiquidCloutNotice() {
  return (
    <InlineAlert tone="info">
      <p className="font-medium text-ink">{NO_LIQUID_CLOUT}</p>
      <p className="mt-1">
        Your plan adds liquid clout on the 1st of each month.{" "}
        <Link to="/clout" className="font-medium text-accent-ink underline underline-offset-2">
          How clout works
        </Link>
      </p>
    </InlineAlert>
  );
}
