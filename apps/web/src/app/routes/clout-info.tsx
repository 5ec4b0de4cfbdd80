import { ArrowRight } from "lucide-react";

import { MONTHLY_CLOUT_GRANT_BY_TIER } from "@twl/contract";

import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Container } from "../../components/ui/container.tsx";
import { useSession } from "../../features/auth/hooks/use-session.ts";
import { CloutHero } from "../../features/clout/components/info/clout-hero.tsx";
import { HowGivingWorks } from "../../features/clout/components/info/how-giving-works.tsx";
import { TierGrants } from "../../features/clout/components/info/tier-grants.tsx";
import { WaysToEarn } from "../../features/clout/components/info/ways-to-earn.tsx";
import { YourClout } from "../../features/clout/components/info/your-clout.tsx";

/**
 * /clout, public: what clout is; the signed-in user's liquid and solid balances and their
 * plan's monthly grant; every plan's grant; ways to earn; how giving works; Get Started for visitors.
 */
export function CloutInfoPage() {
  const { user, status } = useSession();
  const isSignedOut = status === "anonymous";

  return (
    <>
      <title>Clout — The White List</title>
      <CloutHero showGetStarted={isSignedOut} />
      <Container className="space-y-14 py-12 sm:space-y-16 sm:py-16">
        {!isSignedOut && <YourClout viewer={user} />}
        <TierGrants currentTier={user?.tier ?? null} />
        <WaysToEarn />
        <HowGivingWorks />
        {isSignedOut && (
          <Card
            as="section"
            size="large"
            aria-labelledby="clout-cta-heading"
            className="px-6 py-10 text-center"
          >
            <h2
              id="clout-cta-heading"
              className="font-display-tight text-2xl font-semibold text-balance text-ink sm:text-3xl"
            >
              Start building your clout
            </h2>
            <p className="mx-auto mt-2 max-w-md text-ink-muted">
              Join free and get {MONTHLY_CLOUT_GRANT_BY_TIER.free} liquid clout every month to back the
              scripts you believe in.
            </p>
            <Button to="/" size="lg" className="mt-6">
              Get Started <ArrowRight aria-hidden="true" />
            </Button>
          </Card>
        )}
      </Container>
    </>
  );
}
