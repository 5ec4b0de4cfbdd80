import { LogIn } from "lucide-react";
import { useLocation } from "react-router";

import type { Review, ReviewRequest } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { ReviewForm } from "./review-form.tsx";

interface ReviewComposeProps {
  sessionStatus: "loading" | "authenticated" | "anonymous";
  isOwner: boolean;
  /** The viewer's review, when they wrote one. */
  own: Review | null;
  /** The reviews have answered (or failed): until then it is unknown whether the viewer has one. */
  isReady: boolean;
  isEditing: boolean;
  isSaving: boolean;
  onSubmit: (review: ReviewRequest) => void;
  onCancelEdit: () => void;
}

/**
 * Where a review is written: nothing for the owner, 'Sign in to review' for visitors, the form for
 * a signed-in reader without a review, or the edit form for their own.
 */
export function ReviewCompose({
  sessionStatus,
  isOwner,
  own,
  isReady,
  isEditing,
  isSaving,
  onSubmit,
  onCancelEdit,
}: ReviewComposeProps) {
  const location = useLocation();
  if (isOwner || sessionStatus === "loading") return null;

  if (sessionStatus === "anonymous") {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-line-strong bg-surface/60 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">Read it? Share what worked and what didn’t.</p>
        <Button to={`/login?redirect=${redirect}`} variant="secondary" size="sm">
          <LogIn aria-hidden="true" /> Sign in to review
        </Button>
      </div>
    );
  }

  if (!isReady || (own && !isEditing)) return null;
  return (
    <ReviewForm
      key={own?.id ?? "new"}
      initial={own ? { rating: own.rating, comment: own.comment } : undefined}
      isSaving={isSaving}
      submitLabel={own ? "Update review" : "Post review"}
      onSubmit={onSubmit}
      onCancel={own ? onCancelEdit : undefined}
    />
  );
}
