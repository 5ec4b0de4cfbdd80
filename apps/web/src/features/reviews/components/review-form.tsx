import { useState, type FormEvent } from "react";

import { REVIEW_MAX_LENGTH, reviewRequestSchema, type ReviewRequest } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { cardClass } from "../../../components/ui/card.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { fieldErrorsOf, type FieldErrors } from "../../../lib/form-errors.ts";
import { StarRatingInput } from "./star-rating-input.tsx";

interface ReviewFormProps {
  initial?: ReviewRequest;
  isSaving: boolean;
  submitLabel: string;
  onSubmit: (review: ReviewRequest) => void;
  onCancel?: () => void;
}

type ReviewErrors = FieldErrors<keyof ReviewRequest>;

/** The contract's rules and messages: a rating 1-5 and 10 to 5000 characters, trimmed. */
function validate(rating: number, comment: string): { review: ReviewRequest } | { errors: ReviewErrors } {
  const parsed = reviewRequestSchema.safeParse({ rating, comment });
  if (parsed.success) return { review: parsed.data };
  return { errors: fieldErrorsOf(parsed.error.issues, ["rating", "comment"]) };
}

/** Write or edit the viewer's review; errors show after the first attempt and follow the input. */
export function ReviewForm({ initial, isSaving, submitLabel, onSubmit, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? "");
  const [hasTried, setHasTried] = useState(false);
  const result = validate(rating, comment);
  const errors: ReviewErrors = hasTried && "errors" in result ? result.errors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setHasTried(true);
    if ("review" in result) onSubmit(result.review);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={submitLabel}
      className={cardClass({ className: "space-y-4 p-5" })}
    >
      <StarRatingInput value={rating} onChange={setRating} error={errors.rating} disabled={isSaving} />
      <TextareaField
        label="Your review"
        rows={5}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        hint={`${comment.trim().length}/${REVIEW_MAX_LENGTH} characters`}
        error={errors.comment}
        disabled={isSaving}
        placeholder="What works, what could be stronger?"
      />
      <div className="flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={isSaving}>
          {isSaving ? "Saving…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
