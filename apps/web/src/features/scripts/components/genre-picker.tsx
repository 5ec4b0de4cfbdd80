import { clsx } from "clsx";
import { Check } from "lucide-react";
import { useId } from "react";

import { MAX_GENRES_PER_SCRIPT } from "@twl/contract";

import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useGenres } from "../../../lib/genres-query.ts";

interface GenrePickerProps {
  /** Selected slugs, in the order chosen (the first is the main genre). */
  selected: readonly string[];
  onToggle: (slug: string) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Genre chips from GET /api/genres: the upload genres, plus any other genre the script
 * already has so it can be removed. Stops adding at 3.
 */
export function GenrePicker({ selected, onToggle, error, disabled }: GenrePickerProps) {
  const genres = useGenres();
  const id = useId();
  const isFull = selected.length >= MAX_GENRES_PER_SCRIPT;

  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="text-sm font-medium text-ink">Genres</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-subtle">
        Choose up to {MAX_GENRES_PER_SCRIPT} · {selected.length} of {MAX_GENRES_PER_SCRIPT} selected
      </p>
      {genres.isPending ? (
        <div className="mt-2.5 flex flex-wrap gap-2" aria-busy="true">
          {Array.from({ length: 10 }, (_, index) => (
            <Skeleton key={index} className="h-9 w-20 rounded-full" />
          ))}
        </div>
      ) : genres.isError ? (
        <InlineAlert className="mt-2.5">
          <p>Failed to load genres</p>
          <button
            type="button"
            onClick={() => void genres.refetch()}
            className="mt-1 font-semibold underline underline-offset-2"
          >
            Try again
          </button>
        </InlineAlert>
      ) : (
        <ul className="mt-2.5 flex flex-wrap gap-2">
          {genres.data
            .filter((genre) => genre.isUploadGenre || selected.includes(genre.slug))
            .map((genre) => {
              const isSelected = selected.includes(genre.slug);
              return (
                <li key={genre.slug}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    disabled={disabled || (isFull && !isSelected)}
                    onClick={() => onToggle(genre.slug)}
                    className={clsx(
                      "inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors",
                      "disabled:cursor-not-allowed disabled:opacity-45",
                      isSelected
                        ? "border-accent bg-accent-soft text-accent-ink"
                        : "border-line-strong bg-surface text-ink-muted hover:border-ink-subtle hover:text-ink",
                    )}
                  >
                    {isSelected && <Check aria-hidden="true" className="size-3.5" />}
                    {genre.name}
                  </button>
                </li>
              );
            })}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-xs font-medium text-danger-ink">
          {error}
        </p>
      )}
    </fieldset>
  );
}
