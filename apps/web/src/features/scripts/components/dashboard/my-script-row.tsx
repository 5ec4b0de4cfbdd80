import { BookOpen, FileSearch } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import type { DashboardScript } from "@twl/contract";

import { Button } from "../../../../components/ui/button.tsx";
import { CoverImage } from "../../../../components/ui/cover-image.tsx";
import { formatDate } from "../../../../lib/format.ts";
import { coverSrcOf, genreNamesOf, reviewScoreOf, titleOf } from "../../../../lib/script-display.ts";
import { DeleteScriptButton } from "./delete-script-button.tsx";
import { PrivacyToggleButton } from "./privacy-toggle-button.tsx";

interface MyScriptRowProps {
  script: DashboardScript;
  onTogglePrivacy: (script: DashboardScript) => void;
  /** Extra per-row actions from other features (e.g. the coverage button). */
  actions?: ReactNode;
}

/** Score: computed from the reviews when the row carries them, else the server's figure. */
export function scoreOf(script: DashboardScript): number | null {
  return script.reviews.length > 0 ? reviewScoreOf(script.reviews) : script.score;
}

/** One of the writer's scripts: cover, title, genre, upload date, privacy, score, actions. */
export function MyScriptRow({ script, onTogglePrivacy, actions }: MyScriptRowProps) {
  const href = `/scripts/${encodeURIComponent(script.id)}`;
  const isCompleted = script.displayStatus === "completed";
  const score = scoreOf(script);
  const title = titleOf(script);
  const genres = genreNamesOf(script);

  return (
    <li className="relative flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="w-12 shrink-0 sm:w-14">
          <CoverImage src={coverSrcOf(script)} alt="" isCompact className="rounded-lg" sizes="3.5rem" />
        </Link>
        <div className="min-w-0 pr-9 sm:pr-0">
          <Link
            to={href}
            className="block truncate font-display-tight text-lg font-semibold text-ink hover:text-accent-ink"
          >
            {title}
          </Link>
          <p className="mt-0.5 text-sm text-ink-muted">
            {genres.length > 0 ? genres.join(", ") : "No genre"}
          </p>
          <p className="mt-0.5 text-xs text-ink-subtle">Uploaded {formatDate(script.uploadDate)}</p>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2.5 sm:justify-end">
        <p
          className="mr-1 flex items-baseline gap-1.5"
          title={score === null ? "No reviews yet" : "Average review rating × 20"}
        >
          <span className="text-xs font-medium tracking-wide text-ink-subtle uppercase">Score</span>
          <span className="font-display-tight text-xl font-semibold text-ink tabular-nums">
            {score ?? "—"}
          </span>
        </p>
        <PrivacyToggleButton isPublic={script.isPublic} onToggle={() => onTogglePrivacy(script)} />
        <Button to={isCompleted ? `${href}?tab=read` : href} variant="secondary" size="sm">
          {isCompleted ? <BookOpen aria-hidden="true" /> : <FileSearch aria-hidden="true" />}
          {isCompleted ? "View Script" : "View Details"}
        </Button>
        {actions}
        {/* Top right on phones, so the row's actions fit on one line. */}
        <div className="absolute top-3 right-3 sm:static">
          <DeleteScriptButton id={script.id} title={title} />
        </div>
      </div>
    </li>
  );
}
