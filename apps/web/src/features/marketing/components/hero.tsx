import { ArrowRight, Compass, Sparkles } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { ScreenplayPage } from "./screenplay-page.tsx";

const WRITER_INITIALS = ["MO", "DR", "PN", "JK"];

/** `onStart`: 'Start Your Journey' opens the sign-in dialog (the page passes it in). */
export function Hero({ onStart }: { onStart: () => void }) {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute -top-48 left-1/2 -z-10 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-accent)_28%,transparent),transparent)] opacity-80 dark:opacity-50"
      />
      <Container className="grid items-center gap-12 pt-14 pb-20 sm:pt-20 lg:grid-cols-[1.15fr_1fr] lg:gap-12 lg:pt-24 lg:pb-28">
        <div className="motion-safe:animate-rise">
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface/70 px-3.5 py-1.5 text-xs font-medium text-ink-muted">
            <Sparkles aria-hidden="true" className="size-3.5 text-accent-ink" />
            AI coverage in under 60 seconds
          </p>
          <h1
            id="hero-heading"
            className="mt-6 font-display-tight text-[2.6rem] leading-[1.04] font-semibold text-balance text-ink sm:text-6xl lg:text-[4.25rem]"
          >
            Where Great Scripts Get <em className="font-medium text-accent-ink">Discovered.</em>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-ink-muted">
            Upload your screenplay, get honest coverage in under a minute, earn a reputation that lasts — and
            put your pages in front of the readers and industry looking for what's next.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" aria-haspopup="dialog" onClick={onStart}>
              Start Your Journey <ArrowRight aria-hidden="true" />
            </Button>
            <Button to="/discover" variant="secondary" size="lg">
              <Compass aria-hidden="true" /> Discover Scripts
            </Button>
          </div>
          <div className="mt-10 flex items-center gap-4">
            <div aria-hidden="true" className="flex -space-x-1.5">
              {WRITER_INITIALS.map((initials) => (
                <span
                  key={initials}
                  className="flex size-9 items-center justify-center rounded-full bg-surface-2 text-[10px] font-semibold tracking-wide text-ink-muted ring-2 ring-canvas"
                >
                  {initials}
                </span>
              ))}
            </div>
            <p className="text-sm text-ink-muted">
              <span className="font-semibold text-ink">10,000+ writers</span> are already on the list
            </p>
          </div>
        </div>
        <ScreenplayPage />
      </Container>
    </section>
  );
}
