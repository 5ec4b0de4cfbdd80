import { clsx } from "clsx";
import { BadgeCheck, Gem, Layers, Sparkles, Telescope, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Card } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { CoverageScorecard } from "./coverage-scorecard.tsx";
import { SectionHeading } from "./section-heading.tsx";

interface Feature {
  icon: LucideIcon;
  title: string;
  body: string;
  className?: string;
  extra?: ReactNode;
}

const FEATURES: Feature[] = [
  {
    icon: Sparkles,
    title: "AI coverage in under 60 seconds",
    body: "Upload a PDF and get a scored read of premise, structure, character and dialogue, with notes you can act on tonight.",
    className: "md:col-span-2 lg:grid lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-8",
    extra: <CoverageScorecard />,
  },
  {
    icon: BadgeCheck,
    title: "Professional coverage from $59",
    body: "When it's time for a human read, book a professional reader for an in-depth report on your draft.",
  },
  {
    icon: Gem,
    title: "Clout that means something",
    body: "Earn solid clout when readers value your work: permanent reputation that can't be bought. Spend liquid clout to lift the scripts you love.",
  },
  {
    icon: Telescope,
    title: "Discovered by readers and industry",
    body: "Readers, producers and managers browse by genre, clout and staff picks to find their next project.",
  },
  {
    icon: Layers,
    title: "Versions & covers",
    body: "Keep every draft in one place, switch the active version, and give each script a poster-worthy cover.",
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="render-when-visible py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Everything your script needs to find its audience."
          description="From the first draft to the first meeting: feedback, reputation and discovery in one place."
        />
        <ul className="mt-14 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body, className, extra }) => (
            <Card
              as="li"
              size="large"
              key={title}
              className={clsx("p-7 transition-colors hover:border-line-strong sm:p-8", className)}
            >
              <div>
                <span className="flex size-11 items-center justify-center rounded-2xl bg-accent-soft text-accent-ink">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-5 font-display-tight text-xl font-semibold text-ink">{title}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{body}</p>
              </div>
              {extra && <div className="mt-6 lg:mt-0">{extra}</div>}
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  );
}
