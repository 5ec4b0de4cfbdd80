import { toast } from "sonner";

import { PUBLIC_PAGE_META } from "@twl/contract";

import { Container } from "../../../components/ui/container.tsx";
import { trackEvent } from "../../../features/analytics/api/track-event.ts";
import { useSession } from "../../../features/auth/hooks/use-session.ts";
import { useSignInDialog } from "../../../features/auth/hooks/use-sign-in-dialog.ts";
import { CommunityFeatures } from "../../../features/info/components/community-features.tsx";
import { GetStartedCta } from "../../../features/info/components/get-started-cta.tsx";
import { MemberSpotlight } from "../../../features/info/components/member-spotlight.tsx";
import { PageHero } from "../../../features/info/components/page-hero.tsx";
import { UpcomingEvents } from "../../../features/info/components/upcoming-events.tsx";

/** /community: features, upcoming events (Register clicks are tracked), member spotlight, Join the Community. */
export function CommunityPage() {
  const { user } = useSession();
  const { openSignIn } = useSignInDialog();
  return (
    <>
      <title>{PUBLIC_PAGE_META["/community"].title}</title>
      <PageHero id="community-heading" eyebrow="Community" title="Writers reading writers.">
        <p>
          Reviews, clout, table reads and workshops: the people on The White List make each other's drafts
          better.
        </p>
      </PageHero>
      <Container className="space-y-16 py-12 sm:py-16">
        <CommunityFeatures />
        <UpcomingEvents
          onRegister={(event) => {
            void trackEvent("community_event_register", { eventId: event.id });
            toast.success(`Interest noted for “${event.title}”`, {
              description: "Session details are posted on the blog before it starts.",
            });
          }}
        />
        <MemberSpotlight userId={user?.id} onSignIn={() => openSignIn()} />
        <GetStartedCta
          id="join-community-heading"
          title="Join the Community"
          isSignedIn={Boolean(user)}
          onSignUp={() => openSignIn({ mode: "sign-up" })}
          signedInAction={{ to: "/discover", label: "Find scripts to read" }}
          signUpLabel="Join free"
        >
          <p>Free accounts can upload, review, comment and give clout from day one.</p>
        </GetStartedCta>
      </Container>
    </>
  );
}
