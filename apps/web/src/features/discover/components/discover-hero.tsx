import { clsx } from "clsx";
import { Compass } from "lucide-react";

import { CATEGORIES, CATEGORY_LABELS } from "@twl/contract";

import { Container } from "../../../components/ui/container.tsx";
import type { CategoryChoice } from "../lib/discover-filters.ts";
import { SearchBox } from "./search-box.tsx";

const CATEGORY_CHOICES: readonly { value: CategoryChoice; label: string }[] = [
  { value: "all", label: "All" },
  ...CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
];

interface DiscoverHeroProps {
  search: { text: string; change: (value: string) => void; flush: () => void };
  category: CategoryChoice;
  onCategoryChange: (category: CategoryChoice) => void;
}

/** Discover's hero: the headline, the search box and the category chips. */
export function DiscoverHero({ search, category, onCategoryChange }: DiscoverHeroProps) {
  return (
    <section
      aria-labelledby="discover-heading"
      className="relative isolate overflow-hidden border-b border-line"
    >
      <div
        aria-hidden="true"
        className="absolute -top-56 left-1/2 -z-10 h-[34rem] w-[56rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-accent)_26%,transparent),transparent)] opacity-80 dark:opacity-50"
      />
      <Container className="pt-12 pb-10 text-center sm:pt-16 sm:pb-12">
        <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface/70 px-3.5 py-1.5 text-xs font-medium text-ink-muted">
          <Compass aria-hidden="true" className="size-3.5 text-accent-ink" />
          Discover
        </p>
        <h1
          id="discover-heading"
          className="mx-auto mt-5 max-w-3xl font-display-tight text-4xl leading-[1.08] font-semibold text-balance text-ink sm:text-5xl"
        >
          Find the script everyone <em className="font-medium text-accent-ink">will be talking about.</em>
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-pretty text-ink-muted">
          Search thousands of screenplays by title, writer or idea, and see what readers are backing with
          clout.
        </p>
        <SearchBox
          label="Search scripts"
          placeholder="Search by title, author, or keyword..."
          value={search.text}
          onChange={search.change}
          onSubmit={search.flush}
          size="lg"
          className="mx-auto mt-8 max-w-2xl"
        />
        <div role="group" aria-label="Category" className="mt-6 flex flex-wrap justify-center gap-2">
          {CATEGORY_CHOICES.map((choice) => {
            const isSelected = choice.value === category;
            return (
              <button
                key={choice.value}
                type="button"
                aria-pressed={isSelected}
                onClick={() => onCategoryChange(choice.value)}
                className={clsx(
                  "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                  isSelected
                    ? "border-ink bg-ink text-canvas"
                    : "border-line-strong bg-surface/80 text-ink-muted hover:border-ink-subtle hover:text-ink",
                )}
              >
                {choice.label}
              </button>
            );
          })}
        </div>
      </Container>
    </section>
  );
}
