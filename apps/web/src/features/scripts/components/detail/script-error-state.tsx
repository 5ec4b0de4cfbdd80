import { FileQuestion, LockKeyhole, TriangleAlert } from "lucide-react";

import { SCRIPT_NOT_FOUND_MESSAGE, SCRIPT_PRIVATE_MESSAGE } from "@twl/contract";

import { Button } from "../../../../components/ui/button.tsx";
import { ApiRequestError } from "../../../../lib/api-client.ts";

/** What went wrong loading a script: missing, private, or anything else. */
export function ScriptErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = error instanceof ApiRequestError ? error.status : null;
  const kind = status === 404 ? "missing" : status === 403 ? "private" : "failed";
  const Icon = kind === "missing" ? FileQuestion : kind === "private" ? LockKeyhole : TriangleAlert;
  const title =
    kind === "missing"
      ? SCRIPT_NOT_FOUND_MESSAGE
      : kind === "private"
        ? SCRIPT_PRIVATE_MESSAGE
        : "Failed to load script";
  const text =
    kind === "missing"
      ? "It may have been deleted, or the link may be mistyped."
      : kind === "private"
        ? "Its author has not made it public. Only they can read it."
        : "Something went wrong on our side. Please try again in a moment.";

  return (
    <div className="mx-auto max-w-lg py-16 text-center sm:py-24">
      <title>{`${title} — The White List`}</title>
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-surface-2 text-ink-muted">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 font-display-tight text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
      <p className="mt-3 text-ink-muted">{text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button to="/dashboard" size="lg">
          Return to Dashboard
        </Button>
        {kind === "failed" && (
          <Button variant="secondary" size="lg" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    </div>
  );
}
