import { ArrowRight } from "lucide-react";

import { Button } from "../../../../components/ui/button.tsx";
import { Container } from "../../../../components/ui/container.tsx";
import { LiquidIcon, SolidIcon } from "../clout-icons.tsx";

/** The dark cinematic opening of /clout: what clout is, in two kinds. */
export function CloutHero({ showGetStarted }: { showGetStarted: boolean }) {
  return (
    <section
      aria-labelledby="clout-hero-heading"
      className="relative isolate overflow-hidden bg-screen text-screen-ink"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-[30rem] w-[52rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-accent)_22%,transparent),transparent)]"
      />
      <Container size="narrow" className="py-16 text-center sm:py-24">
        <p className="text-xs font-semibold tracking-[0.24em] text-accent uppercase">The clout economy</p>
        <h1
          id="clout-hero-heading"
          className="mt-4 font-display-tight text-4xl leading-tight font-semibold text-balance sm:text-6xl"
        >
          Reputation you can give, and reputation you keep.
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-pretty text-screen-muted sm:text-lg">
          Clout is how The White List recognises great writing. Readers spend liquid clout on the scripts they
          believe in; writers collect it as solid clout that stays with them for good.
        </p>
        <ul className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <li className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-4 py-2 text-sm">
            <LiquidIcon className="size-4" /> <span className="font-semibold">Liquid</span> — yours to spend
          </li>
          <li className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-4 py-2 text-sm">
            <SolidIcon className="size-4" /> <span className="font-semibold">Solid</span> — yours to keep
          </li>
        </ul>
        {showGetStarted && (
          <Button to="/" size="lg" className="mt-10">
            Get Started <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </Container>
    </section>
  );
}
