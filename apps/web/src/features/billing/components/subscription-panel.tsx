import { ArrowUpRight, CreditCard, Crown, RotateCcw, Sparkles } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { BILLING_MESSAGES, planOf, type PaidTier, type SubscriptionStatusResponse } from "@twl/contract";

import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import {
  useCancelSubscription,
  usePortalSession,
  useReactivateSubscription,
} from "../api/manage-subscription.ts";
import { useStartCheckout } from "../api/start-checkout.ts";
import { formatDate } from "../lib/format.ts";
import { upgradeTargetOf } from "../lib/plan-rules.ts";
import { EndingSoon } from "./ending-soon.tsx";

type SubscriptionDialog = "confirm-cancel" | "canceled" | "reactivated" | null;

/** Upgrade, cancel and resume, with the dialog each answer opens. */
function useSubscriptionActions(
  upgrade: ReturnType<typeof upgradeTargetOf>,
  navigate: ((url: string) => void) | undefined,
) {
  const [dialog, setDialog] = useState<SubscriptionDialog>(null);
  const [nextBilling, setNextBilling] = useState<string | null>(null);
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const checkout = useStartCheckout(navigate);
  const portal = usePortalSession(navigate);

  const startUpgrade = () => {
    if (!upgrade || upgrade.contactOnly) return;
    checkout.mutate(
      { kind: "plan", tier: upgrade.tier as PaidTier },
      { onError: () => toast.error(BILLING_MESSAGES.checkoutFailed) },
    );
  };
  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => setDialog("canceled"),
      onError: () => {
        setDialog(null);
        toast.error(BILLING_MESSAGES.cancelFailed);
      },
    });
  const resume = () =>
    reactivate.mutate(undefined, {
      onSuccess: (result) => {
        setNextBilling(result.currentPeriodEnd);
        setDialog("reactivated");
      },
      onError: () => {
        setDialog(null);
        toast.error(BILLING_MESSAGES.reactivateFailed);
      },
    });

  return {
    dialog,
    setDialog,
    nextBilling,
    cancel,
    reactivate,
    checkout,
    portal,
    startUpgrade,
    confirmCancel,
    resume,
  };
}

/** After cancelling: the plan runs to the period end; reactivate from here. */
function CanceledDialog({
  open,
  onClose,
  onReactivate,
  canReactivate,
}: {
  open: boolean;
  onClose: () => void;
  onReactivate: () => void;
  canReactivate: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogTitle className="pr-8 font-display-tight text-2xl font-semibold text-ink">
          Subscription Canceled
        </DialogTitle>
        <DialogDescription className="mt-2 text-sm text-ink-muted">
          Your plan stays active until the end of the billing period. You can reactivate it any time before
          then.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
          <DialogClose className={buttonClasses({ variant: "secondary" })}>Got it</DialogClose>
          <Button onClick={onReactivate} disabled={!canReactivate}>
            Reactivate Now
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** After resuming: the next billing date. */
function ReactivatedDialog({
  open,
  onClose,
  nextBilling,
}: {
  open: boolean;
  onClose: () => void;
  nextBilling: string | null;
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogTitle className="pr-8 font-display-tight text-2xl font-semibold text-ink">
          Subscription Reactivated
        </DialogTitle>
        <DialogDescription className="mt-2 text-sm text-ink-muted">
          Your subscription continues. Next billing date:{" "}
          <span className="font-semibold text-ink">{formatDate(nextBilling)}</span>.
        </DialogDescription>
        <div className="mt-6 flex justify-end">
          <DialogClose className={buttonClasses()}>Done</DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Subscription management for every state. */
export function SubscriptionPanel({
  status,
  navigate,
  canPay = true,
}: {
  status: SubscriptionStatusResponse;
  navigate?: (url: string) => void;
  /** False when this server takes no payments: upgrading, resuming and the portal are off. */
  canPay?: boolean;
}) {
  const state = status.subscriptionState;
  const upgrade = upgradeTargetOf(status.tier);
  const {
    dialog,
    setDialog,
    nextBilling,
    cancel,
    reactivate,
    checkout,
    portal,
    startUpgrade,
    confirmCancel,
    resume,
  } = useSubscriptionActions(upgrade, navigate);

  const upgradeButton = upgrade ? (
    upgrade.contactOnly ? (
      <Button to="/contact" variant="secondary">
        Talk to Sales about Enterprise <ArrowUpRight aria-hidden="true" />
      </Button>
    ) : (
      <Button onClick={startUpgrade} disabled={!canPay || checkout.isPending}>
        <Sparkles aria-hidden="true" /> {state === "expired" ? "Resubscribe" : "Upgrade Plan"} ({upgrade.name}
        )
      </Button>
    )
  ) : null;

  return (
    <Card as="section" size="large" aria-labelledby="subscription-heading" className="p-5 sm:p-7">
      <h2
        id="subscription-heading"
        className="flex items-center gap-2 font-display-tight text-2xl font-semibold text-ink"
      >
        <Crown aria-hidden="true" className="size-5 text-accent-ink" /> Subscription
      </h2>
      <div className="mt-4 space-y-4">
        {(state === "none" || state === "expired") && (
          <>
            {state === "expired" && <InlineAlert tone="info">{BILLING_MESSAGES.expired}</InlineAlert>}
            <p className="text-sm text-ink-muted">
              You are on the {planOf(status.tier).name} plan with no paid subscription.
            </p>
            <div className="flex flex-wrap gap-2.5">{upgradeButton}</div>
          </>
        )}
        {state === "active" && (
          <>
            <p className="text-sm text-ink-muted">
              Your {planOf(status.tier).name} plan is active. Next billing date:{" "}
              <span className="font-semibold text-ink">{formatDate(status.currentPeriodEnd)}</span>.
            </p>
            {status.tier === "enterprise" && (
              <p className="text-sm font-medium text-ink">You are on our best plan.</p>
            )}
            <div className="flex flex-wrap gap-2.5">
              {upgradeButton}
              <Button variant="secondary" onClick={() => setDialog("confirm-cancel")}>
                Cancel subscription
              </Button>
            </div>
          </>
        )}
        {state === "cancelled_but_active" && (
          <>
            <EndingSoon endsAt={status.currentPeriodEnd} />
            {status.canReactivate && (
              <Button onClick={resume} disabled={!canPay || reactivate.isPending}>
                <RotateCcw aria-hidden="true" /> Resume Subscription
              </Button>
            )}
          </>
        )}
        {state === "past_due" && (
          <>
            <InlineAlert>
              <p className="font-semibold">Payment failed</p>
              <p>
                We could not charge your card for the {planOf(status.tier).name} plan. Update your payment
                method to keep it.
              </p>
            </InlineAlert>
            <Button onClick={() => portal.mutate()} disabled={!canPay || portal.isPending}>
              <CreditCard aria-hidden="true" /> Update Payment Method
            </Button>
          </>
        )}
      </div>

      <ConfirmDialog
        open={dialog === "confirm-cancel"}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Cancel your subscription?"
        description={`Your ${planOf(status.tier).name} plan stays active until ${formatDate(status.currentPeriodEnd)}, then your account moves to the Free plan.`}
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        isDestructive
        isBusy={cancel.isPending}
        onConfirm={confirmCancel}
      />
      <CanceledDialog
        open={dialog === "canceled"}
        onClose={() => setDialog(null)}
        onReactivate={resume}
        canReactivate={canPay && !reactivate.isPending}
      />
      <ReactivatedDialog
        open={dialog === "reactivated"}
        onClose={() => setDialog(null)}
        nextBilling={nextBilling}
      />
    </Card>
  );
}
