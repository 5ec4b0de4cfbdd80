import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { useId, type SelectHTMLAttributes } from "react";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  /** Keeps the label for assistive technology only. */
  isLabelHidden?: boolean;
}

/** A labelled native select in the pill style of the app's controls. */
export function SelectField({
  label,
  isLabelHidden = false,
  className,
  children,
  ...props
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={
          isLabelHidden
            ? "sr-only"
            : "mb-1.5 block text-xs font-medium tracking-wide text-ink-subtle uppercase"
        }
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          {...props}
          className={clsx(
            "h-11 w-full cursor-pointer appearance-none rounded-full border border-line-strong bg-surface pr-10 pl-4 text-sm font-medium text-ink",
            "transition-colors hover:border-ink-subtle focus:border-accent-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1",
          )}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-subtle"
        />
      </div>
    </div>
  );
}
