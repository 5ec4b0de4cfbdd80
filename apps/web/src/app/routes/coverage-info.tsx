import { ArrowRight } from "lucide-react";

import { Button } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { useSession } from "../../features/auth/hooks/use-session.ts";
import {
  CoverageUsageCard,
  CoverageUsageSkeleton,
} from "../../features/coverage/components/coverage-usage-card.tsx";
import { HowCoverageWorks } from "../../features/coverage/components/how-coverage-works.tsx";

/**
 * /coverage, public: the signed-in user's coverage (plan, used of allowance, reset,
 * tokens, a way to buy more), how coverage works, and for visitors a Get Started button.
 */
export function CoverageInfoPage() {
  const { user, status } = useSession();

  return (
    <Container className="space-y-12 py-10 sm:py-14">
      <title>AI Coverage — The White List</title>
      <header className="max-w-2xl">
        <p className="font-screenplay text-sm tracking-wide text-accent-ink uppercase">Coverage</p>
        <h1 className="mt-1 font-display-tight text-4xl font-semibold text-balance text-ink sm:text-5xl">
          Script coverage, scored
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-pretty text-ink-muted">
          A reader's report on your screenplay: a summary, an analysis of plot, characters, dialogue, pacing
          and marketability, scores for each, and an overall grade.
        </p>
      </header>

      {status === "loading" && <CoverageUsageSkeleton />}
      {user && <CoverageUsageCard user={user} />}

      <HowCoverageWorks />

      {status === "anonymous" && (
        <section
          aria-labelledby="coverage-start-heading"
          className="rounded-3xl bg-screen px-6 py-10 text-center text-screen-ink sm:px-10"
        >
          <h2 id="coverage-start-heading" className="font-display-tight text-3xl font-semibold">
            Ready for your first report?
          </h2>
          <p className="mx-auto mt-3 max-w-lg text-screen-muted">
            Every plan includes coverage each month, the free one too.
          </p>
          <Button to="/" size="lg" className="mt-6">
            Get Started <ArrowRight aria-hidden="true" />
          </Button>
        </section>
      )}
    </Container>
  );
}
