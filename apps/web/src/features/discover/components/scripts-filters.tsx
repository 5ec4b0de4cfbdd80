import { FilterX, X } from "lucide-react";

import { CATEGORY_LABELS, SCRIPT_SORTS, type Genre, type ScriptSort } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import {
  hasActiveFilters,
  SCRIPT_SORT_LABELS,
  type ScriptsListFilters,
} from "../lib/scripts-list-filters.ts";
import { PageFiltersPanel } from "./page-filters-panel.tsx";
import { SearchBox } from "./search-box.tsx";

interface ScriptsFiltersProps {
  filters: ScriptsListFilters;
  genres: Genre[];
  isSignedIn: boolean;
  search: { text: string; change: (value: string) => void; flush: () => void };
  onChange: (changes: Partial<ScriptsListFilters>) => void;
  onClear: () => void;
}

/** The /scripts controls: search, genre, sort, the two toggles, the category chip and Clear Filters. */
export function ScriptsFilters({
  filters,
  genres,
  isSignedIn,
  search,
  onChange,
  onClear,
}: ScriptsFiltersProps) {
  const isKnownGenre = filters.genre === "" || genres.some((genre) => genre.slug === filters.genre);
  return (
    <Card size="large" className="space-y-4 p-4 sm:p-5">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,1fr)_12rem_12rem]">
        <SearchBox
          label="Search scripts"
          placeholder="Search title, writer, logline..."
          value={search.text}
          onChange={search.change}
          onSubmit={search.flush}
          className="col-span-2 md:col-span-1"
        />
        <SelectField
          label="Genre"
          isLabelHidden
          value={filters.genre}
          onChange={(event) => onChange({ genre: event.target.value })}
        >
          <option value="">All Genres</option>
          {genres.map((genre) => (
            <option key={genre.slug} value={genre.slug}>
              {genre.name}
            </option>
          ))}
          {!isKnownGenre && <option value={filters.genre}>{filters.genre}</option>}
        </SelectField>
        <SelectField
          label="Sort by"
          isLabelHidden
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as ScriptSort })}
        >
          {SCRIPT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SCRIPT_SORT_LABELS[sort]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <PageFiltersPanel value={filters.facts} onApply={(facts) => onChange({ facts })} />
        <Switch
          label="Public Scripts Only"
          checked={filters.publicOnly}
          onChange={(publicOnly) => onChange({ publicOnly })}
          description={isSignedIn ? undefined : "Sign in to include your private scripts"}
          disabled={!isSignedIn && filters.publicOnly}
        />
        <Switch
          label="Has Reviews"
          checked={filters.hasReviews}
          onChange={(hasReviews) => onChange({ hasReviews })}
        />
        {filters.category && (
          <span className="inline-flex h-8 items-center gap-1 rounded-full border border-accent bg-accent-soft pr-1 pl-3 text-sm font-medium text-accent-ink">
            {CATEGORY_LABELS[filters.category]}
            <button
              type="button"
              aria-label={`Remove filter: ${CATEGORY_LABELS[filters.category]}`}
              onClick={() => onChange({ category: null })}
              className="inline-flex size-6 items-center justify-center rounded-full hover:bg-accent/20"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        )}
        {hasActiveFilters(filters) && (
          <Button variant="ghost" size="sm" onClick={onClear} className="sm:ml-auto">
            <FilterX aria-hidden="true" /> Clear Filters
          </Button>
        )}
      </div>
    </Card>
  );
}
