import { Gem, MessageSquareText, Telescope, Upload } from "lucide-react";

import { Container } from "../../../components/ui/container.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** How It Works, exactly four steps. */
export const HOW_IT_WORKS_STEPS = [
  {
    icon: Upload,
    title: "Upload your PDF",
    body: "Drop in your screenplay. We count the pages, keep every version, and you decide whether it's public or private.",
  },
  {
    icon: MessageSquareText,
    title: "Get feedback",
    body: "AI coverage scores your script in under 60 seconds; book a professional read when you want a human eye.",
  },
  {
    icon: Gem,
    title: "Build clout",
    body: "Readers reward great pages with clout. Solid clout is permanent: a reputation you earn, never buy.",
  },
  {
    icon: Telescope,
    title: "Get discovered",
    body: "Publish when you're ready and let readers, producers and managers find your work through Discover.",
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="render-when-visible py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="how-heading"
          eyebrow="How It Works"
          title="From FADE IN to found, in four steps."
          description="No gatekeepers, no query letters. Just your pages and the people who want to read them."
        />
        <div className="relative mt-14 sm:mt-16">
          {/* The thread between the steps: vertical on phones, horizontal on wide screens. */}
          <div
            aria-hidden="true"
            className="absolute top-6 bottom-6 left-6 border-l border-dashed border-line-strong sm:hidden"
          />
          <div
            aria-hidden="true"
            className="absolute top-6 right-[12%] left-[12%] hidden border-t border-dashed border-line-strong lg:block"
          />
          <ol className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
            {HOW_IT_WORKS_STEPS.map(({ icon: Icon, title, body }, index) => (
              <li
                key={title}
                className="relative flex gap-5 sm:flex-col sm:gap-0 lg:items-center lg:text-center"
              >
                <span className="relative flex size-12 shrink-0 items-center justify-center rounded-full border border-line-strong bg-canvas text-accent-ink shadow-card">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="pt-1 sm:pt-0">
                  <p className="font-screenplay text-xs tracking-[0.2em] text-ink-subtle sm:mt-5">
                    STEP {String(index + 1).padStart(2, "0")}
                  </p>
                  <h3 className="mt-1.5 font-display-tight text-xl font-semibold text-ink">{title}</h3>
                  <p className="mt-2 leading-relaxed text-ink-muted lg:mx-auto lg:max-w-[16rem]">{body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </section>
  );
}
