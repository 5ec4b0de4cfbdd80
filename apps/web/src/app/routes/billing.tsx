import { useState } from "react";

import { Card } from "../../components/ui/card.tsx";
import { Container } from "../../components/ui/container.tsx";
import { InlineAlert } from "../../components/ui/inline-alert.tsx";
import { useSubscriptionStatus } from "../../features/billing/api/get-subscription-status.ts";
import { BillingFaq } from "../../features/billing/components/billing-faq.tsx";
import { PaymentBanner } from "../../features/billing/components/payment-banner.tsx";
import { PaymentInfo, RecentTransactions } from "../../features/billing/components/payment-info.tsx";
import { PaymentModeNotice } from "../../features/billing/components/payment-mode-notice.tsx";
import { PlanChooser } from "../../features/billing/components/plan-chooser.tsx";
import { SubscriptionPanel } from "../../features/billing/components/subscription-panel.tsx";
import { TestControls } from "../../features/billing/components/test-controls.tsx";
import { TokenPurchaseDialog } from "../../features/billing/components/token-purchase-dialog.tsx";
import { UsageSummary, UsageSummarySkeleton } from "../../features/billing/components/usage-summary.tsx";
import { StorageMeter } from "../../features/scripts/components/storage-meter.tsx";

/** /billing, sign-in required: plan and usage, subscription, tokens, payment, transactions, plans, FAQ. */
export function BillingPage() {
  const status = useSubscriptionStatus();
  const [tokensOpen, setTokensOpen] = useState(false);
  const data = status.data;
  // Without payments on this server nothing can be bought: every purchase button is disabled.
  const canPay = data?.paymentMode !== "none";
  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <title>Billing & Subscription — The White List</title>
      <header className="max-w-2xl">
        <h1 className="font-display-tight text-4xl font-semibold text-ink sm:text-5xl">
          Billing & Subscription
        </h1>
        <p className="mt-3 text-ink-muted">Your plan, your coverage and your payments.</p>
        <PaymentModeNotice mode={data?.paymentMode} className="mt-3" />
      </header>
      <PaymentBanner />
      {status.isPending && <UsageSummarySkeleton />}
      {status.isError && (
        <InlineAlert>Your billing details could not be loaded. Please refresh the page.</InlineAlert>
      )}
      {data && (
        <>
          <UsageSummary status={data} canPay={canPay} onBuyTokens={() => setTokensOpen(true)} />
          <Card size="large" className="p-5">
            <StorageMeter />
          </Card>
          <SubscriptionPanel status={data} canPay={canPay} />
          {data.paymentMode === "test" && <TestControls state={data.subscriptionState} />}
          <div className="grid gap-4 md:grid-cols-2">
            <PaymentInfo canPay={canPay} />
            <RecentTransactions />
          </div>
          <PlanChooser tier={data.tier} state={data.subscriptionState} canPay={canPay} />
          {canPay && <TokenPurchaseDialog open={tokensOpen} onOpenChange={setTokensOpen} />}
        </>
      )}
      <BillingFaq />
    </Container>
  );
}
