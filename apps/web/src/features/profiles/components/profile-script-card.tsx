import { FileText, Gem, Lock, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import type { ScriptListItem } from "@twl/contract";

import { Card } from "../../../components/ui/card.tsx";
import { CoverImage } from "../../../components/ui/cover-image.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { coverSrcOf, genreNamesOf, isPopular, titleOf } from "../../../lib/script-display.ts";

function Badge({ children, className }: { children: ReactNode; className: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold shadow-sm [&_svg]:size-3.5 ${className}`}
    >
      {children}
    </span>
  );
}

/**
 * A script on a profile: poster, title, logline, genres, page count and clout, with
 * 'Private' on the owner's private scripts and 'Popular' above 100 views. The title link is
 * stretched over the card, so the whole card opens the script and keyboard focus rings the card.
 */
export function ProfileScriptCard({ script, showPrivate }: { script: ScriptListItem; showPrivate: boolean }) {
  const title = titleOf(script);
  const genres = genreNamesOf(script);
  return (
    <Card
      as="article"
      className="group relative flex h-full flex-col overflow-hidden transition-[box-shadow,border-color] duration-200 hover:border-line-strong hover:shadow-page has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-3 has-[a:focus-visible]:outline-focus"
    >
      <div className="relative">
        <CoverImage
          src={coverSrcOf(script)}
          alt=""
          className="rounded-none ring-0"
          sizes="(min-width: 768px) 33vw, (min-width: 420px) 50vw, 100vw"
        />
        <div className="absolute inset-x-2.5 top-2.5 flex flex-wrap items-start gap-1.5">
          {showPrivate && !script.isPublic && (
            <Badge className="bg-ink/85 text-canvas">
              <Lock aria-hidden="true" /> Private
            </Badge>
          )}
          {isPopular(script) && (
            <Badge className="bg-surface/90 text-ink">
              <TrendingUp aria-hidden="true" className="text-accent-ink" /> Popular
            </Badge>
          )}
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-4">
        {genres.length > 0 && (
          <p className="truncate text-xs font-semibold tracking-wide text-accent-ink uppercase">
            {genres.join(" · ")}
          </p>
        )}
        <h3 className="mt-1 font-display-tight text-lg leading-snug font-semibold text-ink">
          <Link
            to={`/scripts/${encodeURIComponent(script.id)}`}
            className="line-clamp-2 transition-colors group-hover:text-accent-ink after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {title}
          </Link>
        </h3>
        <p className="mt-1.5 line-clamp-3 text-sm leading-relaxed text-ink-muted">
          {script.logline?.trim() || "No logline yet."}
        </p>
        <ul className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-3 text-xs text-ink-muted tabular-nums">
          <li className="inline-flex items-center gap-1.5">
            <FileText aria-hidden="true" className="size-3.5 text-ink-subtle" />
            {script.pageCount ? `${formatNumber(script.pageCount)} pages` : "Pages unknown"}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Gem aria-hidden="true" className="size-3.5 text-violet-600 dark:text-violet-400" />
            {formatNumber(script.receivedClout)} clout
          </li>
        </ul>
      </div>
    </Card>
  );
}
