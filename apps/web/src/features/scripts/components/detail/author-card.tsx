import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

import type { ScriptDetail } from "@twl/contract";

import { Avatar } from "../../../../components/ui/avatar.tsx";
import { cardClass } from "../../../../components/ui/card.tsx";
import { authorNameOf } from "../../../../lib/script-display.ts";

/** Who wrote it, linking to their profile. */
export function AuthorCard({ script }: { script: ScriptDetail }) {
  const name = authorNameOf(script);
  return (
    <Link
      to={`/profile/${encodeURIComponent(script.author.id)}`}
      className={cardClass({
        className: "group flex items-center gap-4 p-4 transition-colors hover:border-line-strong",
      })}
    >
      <Avatar name={name} src={script.author.avatarUrl} className="size-12 text-sm" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium tracking-wide text-ink-subtle uppercase">Written by</p>
        <p className="truncate font-display-tight text-lg font-semibold text-ink group-hover:text-accent-ink">
          {name}
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 text-ink-subtle" />
    </Link>
  );
}
