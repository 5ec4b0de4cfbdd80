import { Sparkles } from "lucide-react";

import { FEATURED_MAX, type DiscoverScript } from "@twl/contract";

import { ScriptCard } from "./script-card.tsx";

/**
 * 'Featured Scripts': at most the first 3 picks, each marked trending or most clout. The
 * page decides when it shows; nothing renders without picks.
 */
export function FeaturedSection({ scripts }: { scripts: DiscoverScript[] }) {
  const shown = scripts.slice(0, FEATURED_MAX);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="space-y-5">
      <div className="flex items-center gap-2.5">
        <Sparkles aria-hidden="true" className="size-5 text-accent-ink" />
        <h2 id="featured-heading" className="font-display-tight text-2xl font-semibold text-ink sm:text-3xl">
          Featured Scripts
        </h2>
      </div>
      <ul
        aria-label="Featured scripts"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3"
      >
        {shown.map((script) => (
          <li key={script.id}>
            <ScriptCard script={script} showDiscoverStats />
          </li>
        ))}
      </ul>
    </section>
  );
}
