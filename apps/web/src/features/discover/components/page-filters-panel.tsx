import { SlidersHorizontal } from "lucide-react";
import { useState, type FormEvent } from "react";

import {
  FACT_FILTER_KEYS,
  FACT_RANGE_KEYS,
  FACT_RANGES,
  SCRIPT_FORMAT_LABELS,
  type FactRange,
} from "@twl/contract";

import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { fieldControlClass } from "../../../components/ui/field-frame.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "../../../components/ui/sheet.tsx";
import {
  BUDGET_CHOICES,
  countPageFilters,
  FORMAT_CHOICES,
  GRADE_CHOICES,
  pageFilterPairs,
  readPageFilters,
  RECOMMENDATION_CHOICES,
  type PageFilters,
} from "../lib/page-filters.ts";

type Draft = Record<string, string>;

const draftOf = (filters: PageFilters): Draft =>
  Object.fromEntries(Object.entries(pageFilterPairs(filters)).map(([key, value]) => [key, value ?? ""]));

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface PageFiltersPanelProps {
  value: PageFilters;
  /** Applies the filters (the page keeps them in its address). */
  onApply: (filters: PageFilters) => void;
}

/**
 * "Filters": what is on the page (issue 35). A button with the number of filters set opens a sheet
 * (from the bottom on a phone, from the right on larger screens) with the ranges, format, budget
 * and coverage; "Show scripts" applies them all at once, "Clear all" empties the form.
 */
export function PageFiltersPanel({ value, onApply }: PageFiltersPanelProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const count = countPageFilters(value);

  const open = (next: boolean) => {
    if (next) setDraft(draftOf(value));
    setIsOpen(next);
  };
  const set = (key: string, text: string) => setDraft((current) => ({ ...current, [key]: text }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const key of FACT_FILTER_KEYS) if (draft[key]) params.set(key, draft[key]);
    onApply(readPageFilters(params));
    setIsOpen(false);
  };

  return (
    <Sheet open={isOpen} onOpenChange={open}>
      <SheetTrigger className={buttonClasses({ variant: count > 0 ? "primary" : "secondary", size: "md" })}>
        <SlidersHorizontal aria-hidden="true" />
        Filters
        {count > 0 && (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-on-accent/20 px-1.5 text-xs tabular-nums">
            {count}
            <span className="sr-only"> set</span>
          </span>
        )}
      </SheetTrigger>
      <SheetContent aria-describedby="page-filters-description">
        <form onSubmit={apply} className="flex min-h-0 flex-1 flex-col">
          <div className="min-h-0 flex-1 space-y-6 overflow-y-auto p-5 sm:p-6">
            <div className="pr-10">
              <SheetTitle className="font-display-tight text-2xl font-semibold text-ink">Filters</SheetTitle>
              <SheetDescription id="page-filters-description" className="mt-1 text-sm text-ink-muted">
                Measured from each script&apos;s current draft and its coverage.
              </SheetDescription>
            </div>
            <div className="grid grid-cols-2 gap-3">
              <SelectField
                label="Format"
                value={draft.format ?? ""}
                onChange={(e) => set("format", e.target.value)}
              >
                <option value="">Any</option>
                {FORMAT_CHOICES.map((format) => (
                  <option key={format} value={format}>
                    {SCRIPT_FORMAT_LABELS[format]}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Budget"
                value={draft.budget ?? ""}
                onChange={(e) => set("budget", e.target.value)}
              >
                <option value="">Any</option>
                {BUDGET_CHOICES.map((band) => (
                  <option key={band} value={band}>
                    {capitalize(band)}
                  </option>
                ))}
              </SelectField>
            </div>
            {FACT_RANGE_KEYS.map((range) => (
              <RangeFields key={range} range={range} draft={draft} onChange={set} />
            ))}
            <fieldset className="space-y-3">
              <legend className="mb-2 text-sm font-semibold text-ink">Coverage</legend>
              <SelectField
                label="Has coverage"
                value={draft.has_coverage ?? ""}
                onChange={(e) => set("has_coverage", e.target.value)}
              >
                <option value="">Any</option>
                <option value="true">With coverage</option>
                <option value="false">Without coverage</option>
              </SelectField>
              <div className="grid grid-cols-2 gap-3">
                <SelectField
                  label="Grade"
                  value={draft.grade ?? ""}
                  onChange={(e) => set("grade", e.target.value)}
                >
                  <option value="">Any</option>
                  {GRADE_CHOICES.map((grade) => (
                    <option key={grade} value={grade}>
                      {grade} or better
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label="Recommendation"
                  value={draft.recommendation ?? ""}
                  onChange={(e) => set("recommendation", e.target.value)}
                >
                  <option value="">Any</option>
                  {RECOMMENDATION_CHOICES.map((verdict) => (
                    <option key={verdict} value={verdict}>
                      {capitalize(verdict)}
                    </option>
                  ))}
                </SelectField>
              </div>
            </fieldset>
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-line p-4 sm:px-6">
            <Button variant="ghost" onClick={() => setDraft({})}>
              Clear all
            </Button>
            <Button type="submit">Show scripts</Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}

function RangeFields({
  range,
  draft,
  onChange,
}: {
  range: FactRange;
  draft: Draft;
  onChange: (key: string, text: string) => void;
}) {
  const { label, max, unit } = FACT_RANGES[range];
  const field = (bound: "min" | "max") => {
    const key = `${range}_${bound}`;
    return (
      <label className="block text-xs font-medium tracking-wide text-ink-subtle uppercase">
        {bound === "min" ? "Min" : "Max"}
        {unit && ` ${unit}`}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          name={key}
          aria-label={`${label}, ${bound === "min" ? "at least" : "at most"}`}
          value={draft[key] ?? ""}
          onChange={(e) => onChange(key, e.target.value)}
          className={fieldControlClass(undefined) + " h-11 normal-case"}
        />
      </label>
    );
  };
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-ink">{label}</legend>
      <div className="grid grid-cols-2 gap-3">
        {field("min")}
        {field("max")}
      </div>
    </fieldset>
  );
}
