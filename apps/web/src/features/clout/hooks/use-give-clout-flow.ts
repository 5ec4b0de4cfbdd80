import { useState } from "react";
import { toast } from "sonner";

import { CLOUT_MESSAGES, type GiveCloutResponse } from "@twl/contract";

import { errorMessageOf } from "../../../lib/error-message.ts";
import { formatNumber } from "../../../lib/format.ts";
import { useGiveClout } from "../api/give-clout.ts";
import { defaultGiftAmount } from "../lib/gift-amount.ts";
import { newIdempotencyKey } from "../lib/idempotency-key.ts";

export type GiveStep = "closed" | "amount" | "confirm";

export interface GiftDraft {
  amount: number;
  message: string;
}

interface KeyedGift extends GiftDraft {
  key: string;
}

interface GiveCloutFlowOptions {
  scriptId: string;
  scriptTitle: string;
  availableClout: number;
  onGiven?: (result: GiveCloutResponse) => void;
}

/**
 * Give clout: choose an amount, confirm, send. A confirmed gift gets one Idempotency-Key;
 * confirming the same amount and message again after a failure reuses it, so a retry can never
 * give twice. Success closes the flow with a toast; failure keeps the confirmation open.
 */
export function useGiveCloutFlow({ scriptId, scriptTitle, availableClout, onGiven }: GiveCloutFlowOptions) {
  const [step, setStep] = useState<GiveStep>("closed");
  const [draft, setDraft] = useState<GiftDraft>({ amount: 0, message: "" });
  const [keyed, setKeyed] = useState<KeyedGift | null>(null);
  const give = useGiveClout();

  const open = () => {
    setDraft({ amount: defaultGiftAmount(availableClout), message: "" });
    setKeyed(null);
    give.reset();
    setStep("amount");
  };

  const review = () => {
    const message = draft.message.trim();
    const isSameGift = keyed && keyed.amount === draft.amount && keyed.message === message;
    if (!isSameGift) setKeyed({ amount: draft.amount, message, key: newIdempotencyKey() });
    setStep("confirm");
  };

  const confirm = () => {
    if (!keyed || give.isPending) return;
    give.mutate(
      { scriptId, amount: keyed.amount, message: keyed.message || undefined, idempotencyKey: keyed.key },
      {
        onSuccess: (result) => {
          toast.success(`You gave ${formatNumber(keyed.amount)} clout to "${scriptTitle}"`);
          setStep("closed");
          setKeyed(null);
          onGiven?.(result);
        },
        onError: (error) => {
          toast.error(errorMessageOf(error, CLOUT_MESSAGES.failed));
        },
      },
    );
  };

  return {
    step,
    draft,
    setDraft,
    isGiving: give.isPending,
    open,
    review,
    confirm,
    back: () => !give.isPending && setStep("amount"),
    close: () => !give.isPending && setStep("closed"),
  };
}
