import { Link } from "react-router";

import { PUBLIC_PAGE_META } from "@twl/contract";

import { Container } from "../../../components/ui/container.tsx";
import { useSession } from "../../../features/auth/hooks/use-session.ts";
import { useSignInDialog } from "../../../features/auth/hooks/use-sign-in-dialog.ts";
import { ByTheNumbers } from "../../../features/info/components/by-the-numbers.tsx";
import { GetStartedCta } from "../../../features/info/components/get-started-cta.tsx";
import { PageHero } from "../../../features/info/components/page-hero.tsx";

/** /about: mission, story, By the Numbers (live) and Get Started Today. */
export function AboutPage() {
  const { user } = useSession();
  const { openSignIn } = useSignInDialog();
  return (
    <>
      <title>{PUBLIC_PAGE_META["/about"].title}</title>
      <PageHero
        id="about-heading"
        eyebrow="About The White List"
        title="Every great film was a script someone had to read first."
      >
        <p>
          We built a place where screenplays get read, scored and passed along on merit, not on who you know.
        </p>
      </PageHero>
      <Container className="space-y-16 py-12 sm:py-16">
        <div className="grid gap-10 md:grid-cols-2">
          <section aria-labelledby="mission-heading">
            <h2 id="mission-heading" className="font-display-tight text-3xl font-semibold text-ink">
              Our mission
            </h2>
            <p className="mt-4 leading-relaxed text-ink-muted">
              Give every screenwriter a fair read. Writers upload a PDF, get structured{" "}
              <Link to="/coverage" className="font-medium text-accent-ink underline-offset-2 hover:underline">
                coverage
              </Link>{" "}
              on plot, characters, dialogue, pacing and marketability, and earn{" "}
              <Link to="/clout" className="font-medium text-accent-ink underline-offset-2 hover:underline">
                clout
              </Link>{" "}
              when readers back their work. Readers find the scripts worth their time through{" "}
              <Link to="/discover" className="font-medium text-accent-ink underline-offset-2 hover:underline">
                discovery
              </Link>
              , sorted by what the community actually values.
            </p>
          </section>
          <section aria-labelledby="story-heading">
            <h2 id="story-heading" className="font-display-tight text-3xl font-semibold text-ink">
              Our story
            </h2>
            <p className="mt-4 leading-relaxed text-ink-muted">
              The name comes from the industry's annual list of the best unproduced scripts. We liked the idea
              and disliked how few writers ever get near it. So we made a California company that does the
              first read for everyone: a training and feedback service for writers, not a talent agency. Your
              script stays yours; we host it, analyse it when you ask, and show it only to the people you
              choose.
            </p>
          </section>
        </div>
        <ByTheNumbers />
        <GetStartedCta
          id="get-started-heading"
          title="Get Started Today"
          isSignedIn={Boolean(user)}
          onSignUp={() => openSignIn({ mode: "sign-up" })}
          signedInAction={{ to: "/upload", label: "Upload a script" }}
        >
          <p>
            Create a free account, upload your first script and get your first coverage report this month.
          </p>
        </GetStartedCta>
      </Container>
    </>
  );
}
