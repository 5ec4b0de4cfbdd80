import { clsx } from "clsx";
import { Pencil } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

import { formatNumber } from "../../../lib/format.ts";
import { parseAdminNumber } from "../lib/parse-admin-number.ts";

interface InlineNumberEditProps {
  /** What is edited, for assistive technology, e.g. "Spendable clout of Ada". */
  label: string;
  value: number;
  min: number;
  max: number;
  /** Shown when the typed value is not allowed. */
  invalidMessage: string;
  /** Saves; a rejection keeps the field open (the caller shows the error). */
  onSave: (value: number) => Promise<unknown>;
}

/** Click to edit, Enter saves, Escape cancels. */
export function InlineNumberEdit({ label, value, min, max, invalidMessage, onSave }: InlineNumberEditProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const isEditing = draft !== null;

  // The field the user just asked for takes focus (and its text is selected by onFocus).
  useEffect(() => {
    if (isEditing) inputRef.current?.focus();
  }, [isEditing]);

  const cancel = () => {
    setDraft(null);
    setError(null);
  };

  const save = async () => {
    if (draft === null) return;
    const parsed = parseAdminNumber(draft, min, max);
    if (parsed === null) {
      setError(invalidMessage);
      return;
    }
    if (parsed === value) return cancel();
    setIsSaving(true);
    try {
      await onSave(parsed);
      cancel();
    } catch {
      // The caller has shown why; the field stays open to try again.
    } finally {
      setIsSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      void save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    }
  };

  if (draft === null) {
    return (
      <button
        type="button"
        onClick={() => setDraft(String(value))}
        aria-label={`${label}: ${value}. Edit`}
        className="group inline-flex items-center gap-1.5 rounded-md px-1.5 py-0.5 font-medium text-ink tabular-nums hover:bg-surface-2 focus-visible:outline-2"
      >
        {formatNumber(value)}
        <Pencil aria-hidden="true" className="size-3 text-ink-subtle opacity-60 group-hover:opacity-100" />
      </button>
    );
  }

  return (
    <div className="min-w-24">
      <input
        ref={inputRef}
        type="text"
        inputMode="numeric"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={draft}
        disabled={isSaving}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.target.select()}
        className={clsx(
          "h-8 w-24 rounded-md border bg-surface px-2 text-sm text-ink tabular-nums focus:outline-none focus-visible:outline-2",
          error ? "border-danger" : "border-line-strong",
        )}
      />
      <p className="mt-1 text-[11px] text-ink-subtle">Enter saves · Esc cancels</p>
      {error && (
        <p id={errorId} role="alert" className="mt-1 max-w-48 text-xs text-danger-ink">
          {error}
        </p>
      )}
    </div>
  );
}
