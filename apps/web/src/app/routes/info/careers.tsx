import { PUBLIC_PAGE_META } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { PageHero } from "../../../features/info/components/page-hero.tsx";

const VALUES = [
  {
    title: "Writers first",
    body: "Every change is judged by whether it helps a writer get read or write a better draft.",
  },
  {
    title: "Honest software",
    body: "We say when a result is computed locally and when it comes from an AI model. No dark patterns.",
  },
  {
    title: "Small and remote",
    body: "A small team working across California time zones, in writing more than in meetings.",
  },
];

/** /careers: how we work and how to get in touch; no job listings are invented. */
export function CareersPage() {
  return (
    <>
      <title>{PUBLIC_PAGE_META["/careers"].title}</title>
      <PageHero id="careers-heading" eyebrow="Careers" title="Build the first read for every writer.">
        <p>We are a small team. When we hire, roles are posted on this page first.</p>
      </PageHero>
      <Container size="narrow" className="space-y-12 py-12 sm:py-16">
        <section aria-labelledby="open-roles-heading">
          <h2 id="open-roles-heading" className="font-display-tight text-3xl font-semibold text-ink">
            Open roles
          </h2>
          <p className="mt-4 rounded-2xl border border-dashed border-line p-6 text-ink-muted">
            There are no open roles right now. If you work in engineering, design, script development or
            community and think you could help, tell us what you would do here.
          </p>
          <Button to="/contact?topic=careers" className="mt-6">
            Introduce yourself
          </Button>
        </section>
        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="font-display-tight text-3xl font-semibold text-ink">
            How we work
          </h2>
          <ul className="mt-6 space-y-4">
            {VALUES.map((v) => (
              <Card as="li" key={v.title} className="p-5">
                <h3 className="font-semibold text-ink">{v.title}</h3>
                <p className="mt-1 text-ink-muted">{v.body}</p>
              </Card>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
