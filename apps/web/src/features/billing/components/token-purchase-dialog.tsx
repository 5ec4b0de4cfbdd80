import { Coins } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import {
  BILLING_MESSAGES,
  TOKEN_PACK_LIST_PRICE_USD,
  TOKEN_PACK_MAX,
  TOKEN_PACK_PRICE_USD,
  TOKEN_PACK_SIZE,
  TOKEN_PRICE_USD,
  TOKEN_SINGLE_MAX,
  tokenPriceUsd,
} from "@twl/contract";

import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { SegmentedControl } from "../../../components/ui/segmented-control.tsx";
import { useStartCheckout } from "../api/start-checkout.ts";
import { formatUsd } from "../lib/format.ts";

/** The coverage token modal: singles 1-10 at $20, or 5-token packs 1-5 at $70 (quantity sent = packs x 5). */
export function TokenPurchaseDialog({
  open,
  onOpenChange,
  navigate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  navigate?: (url: string) => void;
}) {
  const [kind, setKind] = useState<"single" | "pack">("pack");
  const [count, setCount] = useState(1);
  const checkout = useStartCheckout(navigate);
  const max = kind === "pack" ? TOKEN_PACK_MAX : TOKEN_SINGLE_MAX;
  const quantity = kind === "pack" ? count * TOKEN_PACK_SIZE : count;
  const price = tokenPriceUsd(quantity, kind === "pack");
  const buy = () =>
    checkout.mutate(
      { kind: "tokens", quantity, pack: kind === "pack" },
      { onError: () => toast.error(BILLING_MESSAGES.checkoutFailed) },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pr-8 font-display-tight text-2xl font-semibold text-ink">
          Buy Coverage Tokens
        </DialogTitle>
        <DialogDescription className="mt-2 text-sm text-ink-muted">
          Tokens never expire and have no monthly limit. Each is used after your monthly allowance and earns
          +50 solid clout.
        </DialogDescription>
        <SegmentedControl
          className="mt-5"
          label="Token option"
          value={kind}
          onChange={(v) => {
            setKind(v);
            setCount(1);
          }}
          options={[
            { value: "single", label: `Single token · ${formatUsd(TOKEN_PRICE_USD)}` },
            { value: "pack", label: `5-Token Pack · ${formatUsd(TOKEN_PACK_PRICE_USD)}` },
          ]}
        />
        {kind === "pack" && (
          <p className="mt-3 text-sm text-ink-muted">
            Normally <s>{formatUsd(TOKEN_PACK_LIST_PRICE_USD)}</s> — save{" "}
            {formatUsd(TOKEN_PACK_LIST_PRICE_USD - TOKEN_PACK_PRICE_USD)},{" "}
            {formatUsd(TOKEN_PACK_PRICE_USD / TOKEN_PACK_SIZE)} per token.
          </p>
        )}
        <label className="mt-5 block text-sm font-medium text-ink" htmlFor="token-count">
          {kind === "pack" ? "Number of packs" : "Number of tokens"} (1-{max})
        </label>
        <select
          id="token-count"
          value={count}
          onChange={(e) => setCount(Number(e.target.value))}
          className="mt-1.5 h-11 w-28 rounded-xl border border-line-strong bg-surface px-3 text-ink tabular-nums"
        >
          {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <p className="mt-4 text-sm text-ink-muted" data-testid="token-total">
          {quantity} {quantity === 1 ? "token" : "tokens"} for{" "}
          <span className="font-semibold text-ink">{formatUsd(price)}</span>
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
          <DialogClose className={buttonClasses({ variant: "secondary" })}>Cancel</DialogClose>
          <Button onClick={buy} disabled={checkout.isPending}>
            <Coins aria-hidden="true" /> Buy for {formatUsd(price)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
