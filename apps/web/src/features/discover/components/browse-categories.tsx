import { ArrowUpRight, Award, Landmark, Rocket, Trophy, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

import { CATEGORY_LABELS, type Category } from "@twl/contract";

import { cardClass } from "../../../components/ui/card.tsx";

const TILES: readonly { category: Category; description: string; Icon: LucideIcon }[] = [
  { category: "contest-winners", description: "Scripts that took the top prize.", Icon: Trophy },
  { category: "staff-picks", description: "Hand-picked by our readers.", Icon: Award },
  { category: "rising-stars", description: "New scripts gaining clout fast.", Icon: Rocket },
  { category: "classics", description: "Enduring favourites with the most clout.", Icon: Landmark },
];

/** 'Browse by Category': four tiles, each opening the /scripts list filtered to it. */
export function BrowseCategories() {
  return (
    <section aria-labelledby="browse-heading" className="space-y-5">
      <h2 id="browse-heading" className="font-display-tight text-2xl font-semibold text-ink sm:text-3xl">
        Browse by Category
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {TILES.map(({ category, description, Icon }) => (
          <li key={category}>
            <Link
              to={`/scripts?category=${category}`}
              className={cardClass({
                className:
                  "group flex h-full flex-col p-4 sm:p-5 transition-[transform,box-shadow,border-color] duration-200 hover:border-line-strong hover:shadow-page motion-safe:hover:-translate-y-0.5",
              })}
            >
              <span className="flex items-start justify-between">
                <span className="flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent-ink">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <ArrowUpRight
                  aria-hidden="true"
                  className="size-4 text-ink-subtle transition-colors group-hover:text-accent-ink"
                />
              </span>
              <span className="mt-4 font-display-tight text-lg font-semibold text-ink">
                {CATEGORY_LABELS[category]}
              </span>
              <span className="mt-1 text-sm text-ink-muted">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
