import { clsx } from "clsx";
import { ToggleGroup } from "radix-ui";
import type { ReactNode } from "react";

export interface SegmentOption<T extends string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
  /** Extra accessible description, e.g. why an option is disabled. */
  description?: string;
}

interface SegmentedControlProps<T extends string> {
  label: string;
  value: T;
  options: readonly SegmentOption<T>[];
  onChange: (value: T) => void;
  size?: "sm" | "md";
  className?: string;
}

/** One choice out of a few, as a pill of radio buttons (arrow keys move between them). */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  size = "sm",
  className,
}: SegmentedControlProps<T>) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      aria-label={label}
      onValueChange={(next) => {
        // Radix lets a pressed item be pressed again to clear; a segmented control always has a value.
        const option = options.find((item) => item.value === next);
        if (option) onChange(option.value);
      }}
      className={clsx(
        "inline-flex shrink-0 rounded-full border border-line-strong bg-surface p-0.5",
        className,
      )}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          title={option.description}
          aria-description={option.description}
          className={clsx(
            "inline-flex items-center gap-1.5 rounded-full font-medium whitespace-nowrap text-ink-muted transition-colors",
            "hover:text-ink disabled:pointer-events-none disabled:opacity-45 data-[state=on]:bg-ink data-[state=on]:text-canvas [&_svg]:size-3.5",
            size === "sm" ? "h-7 px-3 text-xs" : "h-8 px-3.5 text-sm",
          )}
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
