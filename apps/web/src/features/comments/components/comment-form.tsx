import { clsx } from "clsx";
import { useId, useState, type FormEvent } from "react";

import { createCommentRequestSchema, MAX_COMMENT_LENGTH } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { fieldControlClass } from "../../../components/ui/field-frame.tsx";
import { fieldErrorsOf } from "../../../lib/form-errors.ts";

interface CommentFormProps {
  isSending: boolean;
  /** Gets the trimmed text; call `onSent` to clear the field. */
  onSubmit: (content: string, onSent: () => void) => void;
}

/** Comment rules: at most 1000 characters, trimmed, blank cannot be sent; a live counter. */
export function CommentForm({ isSending, onSubmit }: CommentFormProps) {
  const id = useId();
  const [content, setContent] = useState("");
  const trimmed = content.trim();
  const isTooLong = trimmed.length > MAX_COMMENT_LENGTH;
  const parsed = createCommentRequestSchema.safeParse({ content });
  const canSend = parsed.success && !isSending;
  const error =
    isTooLong && !parsed.success ? fieldErrorsOf(parsed.error.issues, ["content"]).content : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success && !isSending) onSubmit(parsed.data.content, () => setContent(""));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Add a comment
      </label>
      <textarea
        id={id}
        rows={3}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        placeholder="Share a thought with the writer"
        className={clsx(fieldControlClass(error), "resize-y py-2.5 leading-relaxed")}
      />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 text-xs">
          <p
            id={`${id}-count`}
            className={clsx("tabular-nums", isTooLong ? "font-medium text-danger-ink" : "text-ink-subtle")}
          >
            {trimmed.length}/{MAX_COMMENT_LENGTH} characters
          </p>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-0.5 font-medium text-danger-ink">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" size="sm" disabled={!canSend}>
          {isSending ? "Posting…" : "Post comment"}
        </Button>
      </div>
    </form>
  );
}
