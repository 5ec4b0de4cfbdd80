import { AuthErrorNotice } from "../../features/auth/components/auth-error-notice.tsx";
import { BenefitsSection } from "../../features/marketing/components/benefits-section.tsx";
import { FeaturesSection } from "../../features/marketing/components/features-section.tsx";
import { Hero } from "../../features/marketing/components/hero.tsx";
import { HowItWorks } from "../../features/marketing/components/how-it-works.tsx";
import { JoinCta } from "../../features/marketing/components/join-cta.tsx";
import { StudioStrip } from "../../features/marketing/components/studio-strip.tsx";
import { Testimonials } from "../../features/marketing/components/testimonials.tsx";
import { SIGN_IN_PATH } from "../layouts/nav-links.ts";

/** "/". The sign-in CTAs lead to /login; a failed provider sign-in lands here with ?error=. */
export function LandingPage() {
  return (
    <>
      <title>The White List — Where Great Scripts Get Discovered</title>
      <AuthErrorNotice />
      <Hero signInPath={SIGN_IN_PATH} />
      <StudioStrip />
      <FeaturesSection />
      <BenefitsSection />
      <HowItWorks />
      <Testimonials />
      <JoinCta signInPath={SIGN_IN_PATH} />
    </>
  );
}
