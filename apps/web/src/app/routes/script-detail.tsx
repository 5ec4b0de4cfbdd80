import { useQueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { useParams } from "react-router";

import type { SessionUser } from "@twl/contract";

import { Container } from "../../components/ui/container.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { ModerationNotices } from "../../features/admin/components/moderation-notices.tsx";
import { SESSION_QUERY_KEY } from "../../features/auth/api/get-profile.ts";
import { useSession } from "../../features/auth/hooks/use-session.ts";
import { GiveClout } from "../../features/clout/components/give/give-clout.tsx";
import { CoverageRequestBar } from "../../features/coverage/components/coverage-request-bar.tsx";
import { AddToListMenu } from "../../features/lists/components/add-to-list-menu.tsx";
import { useScriptReviews } from "../../features/reviews/api/get-script-reviews.ts";
import { scriptKeys } from "../../features/scripts/api/script-keys.ts";
import { ScriptView } from "../../features/scripts/components/detail/script-view.tsx";
import { lazyComponent } from "../../lib/lazy.tsx";
import type { LoggedReaderProps } from "./script-detail-reader.tsx";

// Loaded only when shown: the admin panel (admins), the poster generator (editors) and the coverage
// report (react-markdown) stay out of the script page's first download.
const ScriptAdminPanel = lazyComponent(() =>
  import("../../features/admin/components/script-admin-panel.tsx").then((m) => m.ScriptAdminPanel),
);
const GeneratePosterPanel = lazyComponent(() =>
  import("../../features/posters/components/generate-poster-panel.tsx").then((m) => m.GeneratePosterPanel),
);
const CoveragePanel = lazyComponent(() =>
  import("../../features/coverage/components/coverage-panel.tsx").then((m) => m.CoveragePanel),
);

// Below the fold or behind a tab: the reader (with its reading log), statistics, reviews and
// comments, and the owner's readers and share links load when shown, not with the page's first
// paint (the Profile tab, open by default, needs none of them).
const LoggedReader = lazyComponent<LoggedReaderProps>(() =>
  import("./script-detail-reader.tsx").then((m) => m.LoggedReader),
);
const StatisticsPanel = lazyComponent(() =>
  import("../../features/screenplay/components/stats/statistics-panel.tsx").then((m) => m.StatisticsPanel),
);
const ReviewsPanel = lazyComponent(() =>
  import("../../features/reviews/components/reviews-panel.tsx").then((m) => m.ReviewsPanel),
);
const CommentsSection = lazyComponent(() =>
  import("../../features/comments/components/comments-section.tsx").then((m) => m.CommentsSection),
);
const ReadersPanel = lazyComponent(() =>
  import("../../features/reads/components/readers-panel.tsx").then((m) => m.ReadersPanel),
);
const ShareLinksPanel = lazyComponent(() =>
  import("../../features/reads/components/share-links-panel.tsx").then((m) => m.ShareLinksPanel),
);

const panelFallback = <Skeleton className="h-64 w-full" />;

/**
 * /scripts/:id: public scripts for anyone, private ones for their owner. The page composes
 * the script (scripts feature) with its reader and statistics (screenplay feature), coverage, give
 * clout, reviews and comments; they meet in slots and the address (lib/reader-target), never by
 * importing each other.
 */
export function ScriptDetailPage() {
  const { id = "" } = useParams();
  const { user, status } = useSession();
  // The overview's recent reviews come from the reviews query once it answers.
  const reviews = useScriptReviews(id);
  const queryClient = useQueryClient();
  // After a coverage request: usage and clout (session) and the script's coverage status.
  const refreshAfterCoverageRequest = () => {
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: scriptKeys.all });
  };
  // After a gift or a review that earned clout: the header's balances (session).
  const refreshBalances = (availableClout?: number) => {
    if (availableClout !== undefined)
      queryClient.setQueryData<SessionUser>(
        SESSION_QUERY_KEY,
        (current) => current && { ...current, availableClout },
      );
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
  return (
    <Container className="py-8 sm:py-12">
      {user?.role === "admin" && (
        <Suspense fallback={null}>
          <ScriptAdminPanel key={`admin-${id}`} scriptId={id} />
        </Suspense>
      )}
      <ModerationNotices isSignedIn={status === "authenticated"} scriptId={id} />
      {/* A new script id starts fresh: no edit state carries over from the previous one. */}
      <ScriptView
        key={id}
        id={id}
        renderReader={(slot) => (
          <Suspense fallback={panelFallback}>
            <LoggedReader {...slot} />
          </Suspense>
        )}
        renderReaders={(slot) => (
          <Suspense fallback={panelFallback}>
            <div className="space-y-8">
              <ReadersPanel scriptId={slot.scriptId} version={slot.activeVersion} />
              <ShareLinksPanel scriptId={slot.scriptId} version={slot.activeVersion} />
            </div>
          </Suspense>
        )}
        renderStatistics={(slot) => (
          <Suspense fallback={panelFallback}>
            <StatisticsPanel {...slot} />
          </Suspense>
        )}
        renderHeaderActions={
          user ? (slot) => <AddToListMenu scriptId={slot.scriptId} title={slot.title} /> : undefined
        }
        renderCoverGenerator={(slot) => (
          <Suspense fallback={null}>
            <GeneratePosterPanel {...slot} />
          </Suspense>
        )}
        renderCoverage={(slot) => (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <CoveragePanel scriptId={slot.scriptId} canManage={slot.canManage} />
          </Suspense>
        )}
        renderCoverageRequest={(slot) => (
          <CoverageRequestBar {...slot} user={user} onRequested={refreshAfterCoverageRequest} />
        )}
        renderGiveClout={(slot) => (
          <GiveClout
            scriptId={slot.scriptId}
            scriptTitle={slot.title}
            isOwner={slot.isOwner}
            sessionStatus={status}
            availableClout={user?.availableClout ?? 0}
            onGiven={(result) => {
              slot.onCloutGiven(result.scriptCloutTotal);
              refreshBalances(result.remainingClout);
            }}
          />
        )}
        renderReviews={(slot) => (
          <Suspense fallback={panelFallback}>
            <div className="space-y-12">
              <ReviewsPanel
                scriptId={slot.scriptId}
                isOwner={slot.isOwner}
                sessionStatus={status}
                initialReviews={slot.reviews}
                onReviewsChanged={slot.onReviewsChanged}
                onCloutEarned={() => refreshBalances()}
              />
              <CommentsSection scriptId={slot.scriptId} sessionStatus={status} />
            </div>
          </Suspense>
        )}
        latestReviews={reviews.data?.reviews}
      />
    </Container>
  );
}
