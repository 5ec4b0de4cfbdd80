import { clsx } from "clsx";
import { Check } from "lucide-react";

import { MAX_POSTER_STYLES } from "@twl/contract";

interface PosterStylePickerProps {
  styles: { id: string; name: string }[];
  selected: string[];
  onToggle: (id: string) => void;
  disabled?: boolean;
}

/** 1-3 poster styles as toggle chips; the selector stops adding at 3. */
export function PosterStylePicker({ styles, selected, onToggle, disabled }: PosterStylePickerProps) {
  const isFull = selected.length >= MAX_POSTER_STYLES;
  return (
    <fieldset>
      <legend className="text-xs font-medium tracking-wide text-ink-subtle uppercase">
        Style{" "}
        <span className="normal-case">
          ({selected.length}/{MAX_POSTER_STYLES})
        </span>
      </legend>
      <div className="mt-2 flex max-h-44 flex-wrap gap-1.5 overflow-y-auto rounded-xl border border-line p-2">
        {styles.map((style) => {
          const isOn = selected.includes(style.id);
          return (
            <button
              key={style.id}
              type="button"
              aria-pressed={isOn}
              disabled={disabled || (!isOn && isFull)}
              onClick={() => onToggle(style.id)}
              className={clsx(
                "inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-medium transition-colors disabled:opacity-40",
                isOn
                  ? "border-accent-ink bg-accent-soft text-accent-ink"
                  : "border-line-strong bg-surface text-ink-muted hover:border-ink-subtle hover:text-ink",
              )}
            >
              {isOn && <Check aria-hidden="true" className="size-3" />}
              {style.name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
