import { AuthErrorNotice } from "../../features/auth/components/auth-error-notice.tsx";
import { useSignInDialog } from "../../features/auth/hooks/use-sign-in-dialog.ts";
import { BenefitsSection } from "../../features/marketing/components/benefits-section.tsx";
import { FeaturesSection } from "../../features/marketing/components/features-section.tsx";
import { Hero } from "../../features/marketing/components/hero.tsx";
import { HowItWorks } from "../../features/marketing/components/how-it-works.tsx";
import { JoinCta } from "../../features/marketing/components/join-cta.tsx";
import { StudioStrip } from "../../features/marketing/components/studio-strip.tsx";
import { Testimonials } from "../../features/marketing/components/testimonials.tsx";

/**
 * "/". 'Start Your Journey' and the closing call to action open the sign-in dialog on the
 * create-account form, as Sign up does; a failed provider sign-in lands here with ?error=.
 */
export function LandingPage() {
  const { openSignIn } = useSignInDialog();
  const openSignUp = () => openSignIn({ mode: "sign-up" });
  return (
    <>
      <title>The White List — Where Great Scripts Get Discovered</title>
      <AuthErrorNotice />
      <Hero onStart={openSignUp} />
      <StudioStrip />
      <FeaturesSection />
      <BenefitsSection />
      <HowItWorks />
      <Testimonials />
      <JoinCta onJoin={openSignUp} />
    </>
  );
}
