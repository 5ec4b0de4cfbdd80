import { COVERAGE_CLOUT_PRICE, TOKEN_PACK_PRICE_USD, TOKEN_PRICE_USD } from "@twl/contract";

const FAQ = [
  ["When am I charged?", "Plans are billed monthly in USD and renew automatically until you cancel."],
  [
    "What happens when I cancel?",
    "Your plan stays active until the end of the billing period, then your account moves to the Free plan. You can resume before then.",
  ],
  [
    "Do unused coverages roll over?",
    "No. Your monthly coverage allowance resets on the 1st of each month. Coverage tokens never expire.",
  ],
  [
    "What are coverage tokens?",
    `Extra coverages on top of your plan: $${TOKEN_PRICE_USD} each or $${TOKEN_PACK_PRICE_USD} for a pack of 5. They never expire and have no monthly limit.`,
  ],
  [
    "Can I pay for coverage with clout?",
    `Yes. When your allowance and tokens are used up, one coverage costs ${COVERAGE_CLOUT_PRICE} liquid clout.`,
  ],
  [
    "What happens if I change plans?",
    "An upgrade applies at once: your coverage allowance and monthly clout move to the new plan's figures this month.",
  ],
  ["Can I get a refund?", "Refunds are given only under the exceptions in our Terms of Service."],
] as const;

/** Frequently asked questions about plans and billing. */
export function BillingFaq() {
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="font-display-tight text-2xl font-semibold text-ink">
        Frequently asked questions
      </h2>
      <div className="mt-4 divide-y divide-line rounded-3xl border border-line bg-surface">
        {FAQ.map(([q, a]) => (
          <details key={q} className="group px-5 py-4">
            <summary className="cursor-pointer font-medium text-ink">{q}</summary>
            <p className="mt-2 text-sm text-ink-muted">{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
