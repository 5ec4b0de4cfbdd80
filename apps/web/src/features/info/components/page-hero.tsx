import type { ReactNode } from "react";

import { Container } from "../../../components/ui/container.tsx";

/** The dark opening band shared by the information pages. */
export function PageHero({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="relative isolate overflow-hidden bg-screen text-screen-ink">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-[30rem] w-[52rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-accent)_22%,transparent),transparent)]"
      />
      <Container size="narrow" className="py-14 text-center sm:py-20">
        <p className="text-xs font-semibold tracking-[0.24em] text-accent uppercase">{eyebrow}</p>
        <h1
          id={id}
          className="mt-4 font-display-tight text-4xl leading-tight font-semibold text-balance sm:text-5xl"
        >
          {title}
        </h1>
        {children && (
          <div className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-pretty text-screen-muted sm:text-lg">
            {children}
          </div>
        )}
      </Container>
    </section>
  );
}

/** A label for figures that are marketing copy rather than live data. */
export function PromoBadge({ label = "Promotional figure" }: { label?: string }) {
  return (
    <span className="ml-2 inline-flex items-center rounded-full border border-line px-2 py-0.5 align-middle text-[0.65rem] font-semibold tracking-wide text-ink-subtle uppercase">
      {label}
    </span>
  );
}
