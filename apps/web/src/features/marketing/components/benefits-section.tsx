import { Check } from "lucide-react";

import { Container } from "../../../components/ui/container.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** Static promotional figures. */
const STATS = [
  { value: "10,000+", label: "writers on the list" },
  { value: "< 60s", label: "to AI feedback" },
  { value: "$59", label: "for professional coverage" },
];

const BENEFITS = [
  {
    title: "Honest feedback before it counts",
    body: "Find the soft spots in your draft before a manager, producer or contest reader does.",
  },
  {
    title: "A reputation that compounds",
    body: "Solid clout never expires. Every script you share and every reader you impress adds to your standing.",
  },
  {
    title: "Private until you're ready",
    body: "Keep drafts to yourself while you rewrite, then publish when the pages are ready for readers.",
  },
  {
    title: "Seen by the people who decide",
    body: "Industry readers use discovery, staff picks and rising-star lists to find writers early.",
  },
];

export function BenefitsSection() {
  return (
    <section
      aria-labelledby="benefits-heading"
      className="render-when-visible border-y border-line bg-surface-2/50 py-20 sm:py-28"
    >
      <Container className="grid gap-14 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading
            id="benefits-heading"
            align="left"
            eyebrow="Why writers stay"
            title="Built for writers who take the work seriously."
            description="A screenplay is a year of your life. The White List gives it the read it deserves, and gives you a record of what you've built."
          />
          <dl className="mt-10 grid grid-cols-3 gap-4 border-t border-line pt-8">
            {STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-sm leading-snug text-ink-muted">{stat.label}</dt>
                <dd className="font-display-tight text-2xl font-semibold text-ink sm:text-4xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <ul className="grid gap-6 self-center sm:grid-cols-2 lg:grid-cols-1">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="flex gap-4">
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-on-accent">
                <Check aria-hidden="true" className="size-4" strokeWidth={2.5} />
              </span>
              <div>
                <h3 className="font-semibold text-ink">{benefit.title}</h3>
                <p className="mt-1 leading-relaxed text-ink-muted">{benefit.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
