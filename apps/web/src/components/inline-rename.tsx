import { Check, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";

import { Button } from "./ui/button.tsx";
import { fieldControlClass } from "./ui/field-frame.tsx";

interface InlineRenameProps {
  /** What the field names, for screen readers ("list name"). */
  label: string;
  initial: string;
  maxLength: number;
  isBusy?: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** A name edited in place: Enter saves, Escape cancels; focus starts in the field. */
export function InlineRename({ label, initial, maxLength, isBusy, onSave, onCancel }: InlineRenameProps) {
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  // The field appears because the user chose to rename: focus moves into it (not autoFocus on load).
  useEffect(() => input.current?.focus(), []);
  const trimmed = value.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === "" || trimmed === initial) return onCancel();
    onSave(trimmed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <form onSubmit={submit} className="flex min-w-0 flex-1 items-center gap-2">
      <input
        aria-label={label}
        value={value}
        maxLength={maxLength}
        ref={input}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        className={`${fieldControlClass(undefined)} mt-0 h-9 min-w-0 flex-1`}
      />
      <Button type="submit" size="sm" disabled={isBusy || trimmed === ""} aria-label="Save name">
        <Check aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="sm" onClick={onCancel} aria-label="Cancel renaming">
        <X aria-hidden="true" />
      </Button>
    </form>
  );
}
