import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";

import { BILLING_MESSAGES, PAYMENT_BANNER_MS } from "@twl/contract";

/** success=true: a 5-second banner, then the parameter is removed and the data reloaded. */
export function PaymentBanner() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const visible = params.get("success") === "true";
  useEffect(() => {
    if (!visible) return;
    void queryClient.invalidateQueries();
    const id = setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete("success");
          return next;
        },
        { replace: true },
      );
      void queryClient.invalidateQueries();
    }, PAYMENT_BANNER_MS);
    return () => clearTimeout(id);
  }, [visible, setParams, queryClient]);
  if (!visible) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-2.5 rounded-2xl border border-success-line bg-success-soft px-4 py-3 text-sm font-medium text-success-ink"
    >
      <CircleCheck aria-hidden="true" className="size-5" /> {BILLING_MESSAGES.paymentSuccess}
    </div>
  );
}
