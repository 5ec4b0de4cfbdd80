import { clsx } from "clsx";
import { Search, X } from "lucide-react";

import { SEARCH_MAX_LENGTH } from "@twl/contract";

interface SearchBoxProps {
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  /** Enter: search now instead of after the pause. */
  onSubmit: () => void;
  size?: "md" | "lg";
  className?: string;
}

/** A search field with a clear button; the caller debounces. */
export function SearchBox({
  label,
  value,
  placeholder,
  onChange,
  onSubmit,
  size = "md",
  className,
}: SearchBoxProps) {
  const isLarge = size === "lg";
  return (
    <form
      role="search"
      className={clsx("relative", className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Search
        aria-hidden="true"
        className={clsx(
          "pointer-events-none absolute top-1/2 -translate-y-1/2 text-ink-subtle",
          isLarge ? "left-4 size-5 sm:left-5" : "left-4 size-4",
        )}
      />
      <input
        type="search"
        aria-label={label}
        value={value}
        placeholder={placeholder}
        maxLength={SEARCH_MAX_LENGTH}
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
        className={clsx(
          "block w-full rounded-full border border-line-strong bg-surface text-ink shadow-card transition-colors [&::-webkit-search-cancel-button]:hidden",
          "placeholder:text-ink-subtle focus:border-accent-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2",
          isLarge
            ? "h-14 pr-11 pl-11 text-sm sm:h-16 sm:pr-14 sm:pl-13 sm:text-lg"
            : "h-11 pr-11 pl-10 text-[0.95rem]",
        )}
      />
      {value && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange("")}
          className={clsx(
            "absolute top-1/2 inline-flex -translate-y-1/2 items-center justify-center rounded-full text-ink-subtle transition-colors hover:bg-surface-2 hover:text-ink",
            isLarge ? "right-2 size-9 sm:right-3" : "right-2 size-8",
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
