import { clsx } from "clsx";
import { useId } from "react";

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown under the label and read with it. */
  description?: string;
  disabled?: boolean;
  className?: string;
}

/** An on/off switch with its label beside it (role=switch; Space and Enter toggle it). */
export function Switch({ label, checked, onChange, description, disabled, className }: SwitchProps) {
  const id = useId();
  return (
    <div className={clsx("flex items-center gap-3", disabled && "opacity-60", className)}>
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={clsx(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed",
          checked ? "bg-accent-ink dark:bg-accent" : "bg-line-strong",
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            "inline-block size-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-[22px]" : "translate-x-0.5",
          )}
        />
      </button>
      <span className="min-w-0">
        <label
          htmlFor={id}
          className={clsx("block text-sm font-medium text-ink", !disabled && "cursor-pointer")}
        >
          {label}
        </label>
        {description && (
          <span id={`${id}-description`} className="block text-xs text-ink-subtle">
            {description}
          </span>
        )}
      </span>
    </div>
  );
}
