import { clsx } from "clsx";
import { useId, type TextareaHTMLAttributes } from "react";

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line input, styled like TextField; `hint` and `error` are tied to it. */
export function TextareaField({ label, hint, error, className, rows = 3, ...props }: TextareaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = clsx(hint && hintId, error && errorId) || undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
        className={clsx(
          "mt-1.5 block w-full resize-y rounded-xl border bg-canvas px-3.5 py-2.5 text-[0.95rem] leading-relaxed text-ink transition-colors",
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
