import { Quote } from "lucide-react";

import { cardClass } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** Fictional writers; static promotional copy. */
const TESTIMONIALS = [
  {
    quote:
      "I rewrote my second act the night the coverage came back. Three weeks later the script placed in its first contest.",
    name: "Maya Okafor",
    role: "Thriller writer, Chicago",
    initials: "MO",
  },
  {
    quote:
      "Clout changed how I read other people's work. Giving thoughtful notes built my reputation faster than anything I pitched.",
    name: "Daniel Reyes",
    role: "Comedy features & pilots, Austin",
    initials: "DR",
  },
  {
    quote:
      "A development exec found my horror short through Discover. That meeting would never have come from a cold query.",
    name: "Priya Natarajan",
    role: "Horror writer, London",
    initials: "PN",
  },
];

export function Testimonials() {
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="render-when-visible border-t border-line bg-surface-2/50 py-20 sm:py-28"
    >
      <Container>
        <SectionHeading id="testimonials-heading" eyebrow="From the list" title="Writers who got read." />
        <ul className="mt-14 grid gap-5 lg:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.name}>
              <figure className={cardClass({ size: "large", className: "flex h-full flex-col p-7 sm:p-8" })}>
                <Quote aria-hidden="true" className="size-6 text-accent" />
                <blockquote className="mt-4 flex-1 font-display text-lg leading-relaxed text-ink italic">
                  “{item.quote}”
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent-ink"
                  >
                    {item.initials}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{item.name}</span>
                    <span className="block text-sm text-ink-muted">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
