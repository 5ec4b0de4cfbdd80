import { PUBLIC_PAGE_META } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { PageHero, PromoBadge } from "../../../features/info/components/page-hero.tsx";
import { Wordmark } from "../../layouts/wordmark.tsx";

const FACTS: { label: string; value: string; isPromo?: boolean }[] = [
  {
    label: "What it is",
    value:
      "A platform where screenwriters upload scripts, get scored coverage, earn clout and get discovered.",
  },
  { label: "Based in", value: "California, United States" },
  {
    label: "Coverage",
    value: "Plot, characters, dialogue, pacing, marketability and an overall evaluation, scored and graded.",
  },
  { label: "Plans", value: "Free, Basic, Pro, Studio and Enterprise, billed monthly in USD." },
  { label: "Community", value: "10,000+ writers", isPromo: true },
];

/** /press: a fact sheet, the wordmark and a press contact. */
export function PressPage() {
  return (
    <>
      <title>{PUBLIC_PAGE_META["/press"].title}</title>
      <PageHero id="press-heading" eyebrow="Press" title="The White List, in brief.">
        <p>Facts, the wordmark and a direct line for journalists.</p>
      </PageHero>
      <Container size="narrow" className="space-y-12 py-12 sm:py-16">
        <section aria-labelledby="facts-heading">
          <h2 id="facts-heading" className="font-display-tight text-3xl font-semibold text-ink">
            Fact sheet
          </h2>
          <Card as="dl" className="mt-6 divide-y divide-line">
            {FACTS.map((f) => (
              <div key={f.label} className="grid gap-1 p-5 sm:grid-cols-[10rem_1fr]">
                <dt className="text-sm font-medium text-ink-subtle">{f.label}</dt>
                <dd className="text-ink">
                  {f.value}
                  {f.isPromo && <PromoBadge />}
                </dd>
              </div>
            ))}
          </Card>
        </section>
        <section aria-labelledby="brand-heading">
          <h2 id="brand-heading" className="font-display-tight text-3xl font-semibold text-ink">
            Brand
          </h2>
          <Card className="mt-6 flex items-center justify-center p-10">
            <Wordmark />
          </Card>
          <p className="mt-3 text-sm text-ink-muted">
            Please write the name as “The White List”, with a capital T.
          </p>
        </section>
        <section aria-labelledby="press-contact-heading">
          <h2 id="press-contact-heading" className="font-display-tight text-3xl font-semibold text-ink">
            Press contact
          </h2>
          <p className="mt-2 text-ink-muted">Interview requests, data questions and product demos.</p>
          <Button to="/contact?topic=press" className="mt-6">
            Contact the press team
          </Button>
        </section>
      </Container>
    </>
  );
}
