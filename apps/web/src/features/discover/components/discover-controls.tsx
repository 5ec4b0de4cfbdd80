import type { ReactNode } from "react";

import type { Genre } from "@twl/contract";

import { SegmentedControl } from "../../../components/ui/segmented-control.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import {
  DISCOVER_SORT_OPTIONS,
  TYPE_CHOICES,
  TYPE_LABELS,
  type DiscoverFilters,
} from "../lib/discover-filters.ts";
import { PageFiltersPanel } from "./page-filters-panel.tsx";

const TYPE_OPTIONS = TYPE_CHOICES.map((value) => ({ value, label: TYPE_LABELS[value] }));

interface DiscoverControlsProps {
  filters: DiscoverFilters;
  genres: Genre[];
  onChange: (changes: Partial<DiscoverFilters>) => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="w-10 shrink-0 text-xs font-medium tracking-wide text-ink-subtle uppercase sm:w-auto"
      >
        {label}
      </span>
      <div className="-my-1 min-w-0 overflow-x-auto py-1">{children}</div>
    </div>
  );
}

/** The type row, the sort row, the genre list (each change applies at once) and the page filters. */
export function DiscoverControls({ filters, genres, onChange }: DiscoverControlsProps) {
  const isKnownGenre = filters.genre === "all" || genres.some((genre) => genre.slug === filters.genre);
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:gap-8">
      <Row label="Type">
        <SegmentedControl
          label="Screenplay type"
          value={filters.type}
          options={TYPE_OPTIONS}
          onChange={(type) => onChange({ type })}
          size="md"
        />
      </Row>
      <Row label="Sort">
        <SegmentedControl
          label="Sort"
          value={filters.sort}
          options={DISCOVER_SORT_OPTIONS}
          onChange={(sort) => onChange({ sort })}
          size="md"
        />
      </Row>
      <div className="flex items-center gap-3 lg:ml-auto">
        <SelectField
          label="Genre"
          isLabelHidden
          value={filters.genre}
          onChange={(event) => onChange({ genre: event.target.value })}
          className="min-w-0 flex-1 lg:w-52 lg:flex-none"
        >
          <option value="all">All Genres</option>
          {genres.map((genre) => (
            <option key={genre.slug} value={genre.slug}>
              {genre.name}
            </option>
          ))}
          {!isKnownGenre && <option value={filters.genre}>{filters.genre}</option>}
        </SelectField>
        <PageFiltersPanel value={filters.facts} onApply={(facts) => onChange({ facts })} />
      </div>
    </div>
  );
}
