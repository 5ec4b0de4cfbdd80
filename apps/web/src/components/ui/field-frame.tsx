import { clsx } from "clsx";
import { useId, type ReactNode } from "react";

export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldFrameProps {
  label: string;
  /** Always-visible guidance under the field (e.g. password rules). */
  hint?: string;
  error?: string;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint and error around one form control, tied together with aria-describedby. */
export function FieldFrame({ label, hint, error, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = clsx(hint && hintId, error && errorId) || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-danger-ink">
          {error}
        </p>
      )}
    </div>
  );
}

/** Shared look of text inputs and textareas. */
export const fieldControlClass = (error: string | undefined) =>
  clsx(
    "mt-1.5 block w-full rounded-xl border bg-canvas px-3.5 text-[0.95rem] text-ink transition-colors",
    "placeholder:text-ink-subtle focus:border-accent-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1",
    error ? "border-danger" : "border-line-strong",
  );
