import { clsx } from "clsx";
import { useId, type InputHTMLAttributes } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** Always-visible guidance under the field (e.g. password rules). */
  hint?: string;
  error?: string;
}

/** A labelled input; `hint` and `error` are tied to it with aria-describedby. */
export function TextField({ label, hint, error, className, ...props }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = clsx(hint && hintId, error && errorId) || undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
        className={clsx(
          "mt-1.5 block h-11 w-full rounded-xl border bg-canvas px-3.5 text-[0.95rem] text-ink transition-colors",
          "placeholder:text-ink-subtle focus:border-accent-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1",
          error ? "border-red-600 dark:border-red-400" : "border-line-strong",
        )}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
