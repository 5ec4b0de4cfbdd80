import { ArrowRight } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { Container } from "../../../components/ui/container.tsx";

/** The closing call to action; `onJoin` opens the sign-in dialog on the create-account form. */
export function JoinCta({ onJoin }: { onJoin: () => void }) {
  return (
    <section aria-labelledby="join-heading" className="render-when-visible py-20 sm:py-28">
      <Container>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-screen px-6 py-16 text-center ring-1 ring-white/5 sm:px-16 sm:py-24">
          <div
            aria-hidden="true"
            className="absolute -top-32 left-1/2 -z-10 h-64 w-[28rem] sm:h-80 sm:w-[48rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-accent)_40%,transparent),transparent)] opacity-70"
          />
          <p className="font-screenplay text-sm tracking-[0.2em] text-accent">FADE IN:</p>
          <h2
            id="join-heading"
            className="mt-4 font-display-tight text-4xl font-semibold text-balance text-screen-ink sm:text-5xl"
          >
            Join The White List Now
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-screen-muted">
            10,000+ writers are uploading, getting feedback and getting read. Your next draft deserves an
            audience.
          </p>
          <div className="mt-9 flex justify-center">
            <Button size="lg" aria-haspopup="dialog" onClick={onJoin}>
              Create your free account <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
