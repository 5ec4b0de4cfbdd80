import { clsx } from "clsx";
import { FileSearch, LibraryBig } from "lucide-react";
import { Link } from "react-router";

import { textSearchParams } from "../lib/search-address.ts";

/**
 * Discover's two ways to search: by title, writer or logline (the list), or inside the scripts'
 * pages. Links, so each mode has its address, works with the keyboard and opens in a new tab.
 */
export function SearchModeTabs({ mode, className }: { mode: "titles" | "text"; className?: string }) {
  const tabs = [
    {
      key: "titles",
      label: "Titles & loglines",
      short: "Titles & loglines",
      to: "/discover",
      Icon: LibraryBig,
    },
    {
      key: "text",
      label: "Search inside scripts",
      short: "Inside scripts",
      to: `/discover?${textSearchParams({ q: "", page: 1 })}`,
      Icon: FileSearch,
    },
  ] as const;
  return (
    <nav aria-label="Search mode" className={clsx("flex justify-center", className)}>
      <ul className="inline-flex max-w-full gap-1 rounded-full border border-line bg-surface/80 p-1">
        {tabs.map(({ key, label, short, to, Icon }) => {
          const isCurrent = key === mode;
          return (
            <li key={key} className="min-w-0">
              <Link
                to={to}
                aria-current={isCurrent ? "page" : undefined}
                className={clsx(
                  "inline-flex h-9 items-center gap-2 rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition-colors sm:px-4",
                  "focus-visible:outline-2 focus-visible:outline-offset-2",
                  isCurrent ? "bg-ink text-canvas" : "text-ink-muted hover:bg-surface-2 hover:text-ink",
                )}
              >
                <Icon aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
                {/* Phones get the short label, so both tabs fit a 320 px screen. */}
                <span className="sm:hidden">{short}</span>
                <span className="hidden sm:inline">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
