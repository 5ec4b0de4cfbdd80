import type { ReactNode } from "react";

import { RECENT_REVIEWS_IN_OVERVIEW, type ScriptDetail } from "@twl/contract";

import type { ScriptEditor } from "../../hooks/use-script-editor.ts";
import { AuthorCard } from "./author-card.tsx";
import { CoverPanel } from "./cover-panel.tsx";
import { EditScriptForm } from "./edit-script-form.tsx";
import { ReviewList } from "./review-list.tsx";
import { ScriptFacts } from "./script-facts.tsx";
import { ScriptStats } from "./script-stats.tsx";

/** the overview shows up to 3 recent reviews. */
export const RECENT_REVIEWS_SHOWN = RECENT_REVIEWS_IN_OVERVIEW;

interface ProfileTabProps {
  script: ScriptDetail;
  editor: ScriptEditor;
  onOpenGallery: () => void;
  /** The Give Clout card another feature provides, under the clout earned. */
  giveClout?: ReactNode;
  /** The Generate Cover Image panel (covers feature), for editors. */
  coverGenerator?: ReactNode;
  /** The reviews to pick the recent ones from: the reviews query's when loaded, else the script's. */
  recentReviews?: ScriptDetail["reviews"];
}

/** The overview: cover, details (or the edit form), clout, engagement, author, recent reviews. */
export function ProfileTab({
  script,
  editor,
  onOpenGallery,
  giveClout,
  coverGenerator,
  recentReviews = script.reviews,
}: ProfileTabProps) {
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="space-y-5">
        <CoverPanel script={script} onOpenGallery={onOpenGallery} />
        {coverGenerator && (
          <div className="rounded-2xl border border-line bg-surface p-4">{coverGenerator}</div>
        )}
        <ScriptStats script={script} />
        {giveClout}
      </div>
      <div className="min-w-0 space-y-6">
        {editor.isEditing ? <EditScriptForm editor={editor} /> : <ScriptFacts script={script} />}
        <AuthorCard script={script} />
        <section aria-labelledby="recent-reviews-heading" className="space-y-3">
          <h2 id="recent-reviews-heading" className="font-display-tight text-xl font-semibold text-ink">
            Recent reviews
          </h2>
          <ReviewList reviews={recentReviews} limit={RECENT_REVIEWS_SHOWN} />
        </section>
      </div>
    </div>
  );
}
