import { ArrowLeft, FileText, Globe, History, Lock, Pencil } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";

import type { ScriptDetail } from "@twl/contract";

import { Button } from "../../../../components/ui/button.tsx";
import { authorNameOf, genreNamesOf, pageCountOf, titleOf } from "../../../../lib/script-display.ts";
import { canBrowseVersions } from "../../lib/can-browse-versions.ts";

/**
 * The title's look, shared with the page's skeleton (which shows the title when the HTML carries it).
 * `script-title` sets it in the title's own faces (apps/web/title-font.ts), cut for this size and
 * weight: a change to either needs a change there (title-font.test.ts checks they agree).
 */
export const SCRIPT_TITLE_CLASS =
  "font-display-tight script-title text-4xl font-semibold text-balance break-words text-ink sm:text-5xl";

interface ScriptHeaderProps {
  script: ScriptDetail;
  isEditing: boolean;
  onEdit: () => void;
  onOpenVersions: () => void;
}

/** Back button, title, author, genres, pages and, for editors, Edit and Versions. */
export function ScriptHeader({ script, isEditing, onEdit, onOpenVersions }: ScriptHeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const genres = genreNamesOf(script);
  const pages = pageCountOf(script);

  // Back through history when there is some; a direct visit goes to a sensible parent.
  const goBack = () => {
    if (location.key !== "default") void navigate(-1);
    else void navigate(script.isOwner ? "/dashboard" : "/");
  };

  return (
    <header className="space-y-4">
      <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3">
        <ArrowLeft aria-hidden="true" /> Back
      </Button>
      <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h1 className={SCRIPT_TITLE_CLASS}>{titleOf(script)}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-ink-muted">
            <span>
              by{" "}
              <Link
                to={`/profile/${encodeURIComponent(script.author.id)}`}
                className="font-medium text-ink underline-offset-2 hover:text-accent-ink hover:underline"
              >
                {authorNameOf(script)}
              </Link>
            </span>
            <span aria-hidden="true" className="text-line-strong">
              •
            </span>
            <span className="inline-flex items-center gap-1.5">
              <FileText aria-hidden="true" className="size-4 text-ink-subtle" />
              {pages} {pages === "1" ? "page" : "pages"}
            </span>
            {script.isOwner && (
              <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold text-ink-muted">
                {script.isPublic ? (
                  <Globe aria-hidden="true" className="size-3.5" />
                ) : (
                  <Lock aria-hidden="true" className="size-3.5" />
                )}
                {script.isPublic ? "Public" : "Private"}
              </span>
            )}
          </p>
          {genres.length > 0 && (
            <ul aria-label="Genres" className="mt-3 flex flex-wrap gap-2">
              {genres.map((genre) => (
                <li
                  key={genre}
                  className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-ink"
                >
                  {genre}
                </li>
              ))}
            </ul>
          )}
        </div>
        {canBrowseVersions(script) && (
          <div className="flex shrink-0 gap-2.5">
            <Button variant="secondary" onClick={onOpenVersions}>
              <History aria-hidden="true" /> Versions
            </Button>
            {script.canEdit && !isEditing && (
              <Button onClick={onEdit}>
                <Pencil aria-hidden="true" /> Edit
              </Button>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
