import { clsx } from "clsx";
import { Eye, FileText, Flame, Gem, Lock, MessageSquare, TrendingUp, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import type { DiscoverScript } from "@twl/contract";

import { Avatar } from "../../../components/ui/avatar.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { formatDate, formatNumber } from "../../../lib/format.ts";
import {
  authorNameOf,
  cloutPerView,
  coverSrcOf,
  genreNamesOf,
  isPopular,
  titleOf,
} from "../../../lib/script-display.ts";
import { CardCover } from "./card-cover.tsx";

interface ScriptCardProps {
  script: DiscoverScript;
  /** Discover adds the 'Popular' badge and clout per view. */
  showDiscoverStats?: boolean;
  /** Buttons a page adds beside the date (e.g. "Add to list"), above the card's link layer. */
  actions?: ReactNode;
}

const FEATURED_BADGES = {
  trending: { label: "Trending", Icon: Flame },
  "most-clout": { label: "Most Clout", Icon: Trophy },
} as const;

function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[0.7rem] font-semibold shadow-sm sm:px-2.5 sm:py-1 sm:text-xs [&_svg]:size-3 sm:[&_svg]:size-3.5",
        className,
      )}
    >
      {children}
    </span>
  );
}

function Stat({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 [&_svg]:size-3.5 [&_svg]:shrink-0 [&_svg]:text-ink-subtle">
      {icon}
      <span>{children}</span>
    </li>
  );
}

/**
 * A script in a list. The whole card opens /scripts/{id} through a stretched title link;
 * the author link sits above that layer, so no link is nested in another. A poster card from
 * 640 px up, a row with a thumbnail on phones.
 */
export function ScriptCard({ script, showDiscoverStats = false, actions }: ScriptCardProps) {
  const title = titleOf(script);
  const author = authorNameOf(script);
  const genres = genreNamesOf(script);
  const featured = script.category ? FEATURED_BADGES[script.category] : null;
  const authorBody = (
    <>
      <Avatar name={author} src={script.author.avatarUrl} className="size-7 text-[10px]" />
      <span className="truncate">{author}</span>
    </>
  );

  return (
    <Card
      as="article"
      className={clsx(
        "group relative flex h-full gap-3.5 overflow-hidden p-3 sm:flex-col sm:gap-0 sm:p-0",
        "transition-[transform,box-shadow,border-color] duration-200 hover:border-line-strong hover:shadow-page motion-safe:hover:-translate-y-0.5",
        "has-[a[data-card-link]:focus-visible]:outline-2 has-[a[data-card-link]:focus-visible]:outline-offset-3 has-[a[data-card-link]:focus-visible]:outline-focus",
      )}
    >
      <div className="relative w-28 shrink-0 self-start sm:w-auto sm:self-stretch">
        <CardCover
          src={coverSrcOf(script)}
          title={title}
          author={author}
          className="rounded-lg ring-1 ring-line sm:rounded-none sm:ring-0"
        />
        <div className="absolute inset-x-1.5 top-1.5 flex flex-wrap items-start gap-1 sm:inset-x-3 sm:top-3 sm:gap-1.5">
          {!script.isPublic && (
            <Badge className="bg-ink/85 text-canvas">
              <Lock aria-hidden="true" /> Private
            </Badge>
          )}
          {featured && (
            <Badge className="bg-accent text-on-accent">
              <featured.Icon aria-hidden="true" /> {featured.label}
            </Badge>
          )}
          {showDiscoverStats && isPopular(script) && (
            <Badge className="bg-surface/90 text-ink">
              <TrendingUp aria-hidden="true" className="text-accent-ink" /> Popular
            </Badge>
          )}
          {script.receivedClout > 0 && (
            <Badge className="bg-screen/85 text-screen-ink sm:ml-auto">
              <Gem aria-hidden="true" className="text-accent" />
              <span className="tabular-nums">{formatNumber(script.receivedClout)}</span>
              <span className="sr-only">clout received</span>
            </Badge>
          )}
        </div>
      </div>

      <div className="flex min-w-0 flex-1 flex-col sm:p-5">
        {genres.length > 0 && (
          <p className="truncate text-[0.7rem] font-semibold tracking-wide text-accent-ink uppercase sm:text-xs">
            {genres.join(" · ")}
          </p>
        )}
        <h3 className="mt-0.5 font-display-tight text-lg leading-snug font-semibold text-ink sm:mt-1 sm:text-xl">
          <Link
            to={`/scripts/${encodeURIComponent(script.id)}`}
            data-card-link=""
            className="line-clamp-2 transition-colors group-hover:text-accent-ink after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {title}
          </Link>
        </h3>
        <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-ink-muted sm:mt-2">
          {script.logline?.trim() || "No logline yet."}
        </p>

        <ul className="mt-3 flex flex-wrap items-center gap-x-3.5 gap-y-1 text-xs text-ink-muted tabular-nums sm:mt-4 sm:gap-x-4">
          <Stat icon={<Eye aria-hidden="true" />}>
            {formatNumber(script.views)}
            <span className="sr-only"> {script.views === 1 ? "view" : "views"}</span>
          </Stat>
          <Stat icon={<MessageSquare aria-hidden="true" />}>
            {formatNumber(script.reviewCount)}
            <span className="sr-only"> {script.reviewCount === 1 ? "review" : "reviews"}</span>
          </Stat>
          <Stat icon={<FileText aria-hidden="true" />}>
            {script.pageCount ? formatNumber(script.pageCount) : "?"}
            <span className="sr-only"> pages</span>
          </Stat>
          {showDiscoverStats && (
            <Stat icon={<Gem aria-hidden="true" />}>
              <span>{cloutPerView(script)}</span> clout/view
            </Stat>
          )}
        </ul>

        <div className="mt-auto pt-3 sm:pt-4">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-line pt-3 sm:pt-3.5">
            {script.author.id ? (
              <Link
                to={`/profile/${encodeURIComponent(script.author.id)}`}
                className="relative z-10 flex max-w-full min-w-0 shrink-0 items-center gap-2 rounded-full text-sm font-medium text-ink hover:text-accent-ink"
              >
                {authorBody}
              </Link>
            ) : (
              <span className="flex max-w-full min-w-0 shrink-0 items-center gap-2 text-sm font-medium text-ink">
                {authorBody}
              </span>
            )}
            <span className="flex shrink-0 items-center gap-2">
              <time dateTime={script.createdAt} className="text-xs text-ink-subtle">
                {formatDate(script.createdAt)}
              </time>
              {actions && <span className="relative z-10 flex items-center gap-1">{actions}</span>}
            </span>
          </div>
        </div>
      </div>
    </Card>
  );
}
