import { clsx } from "clsx";
import type { TextareaHTMLAttributes } from "react";

import { fieldControlClass, FieldFrame } from "./field-frame.tsx";

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line input, styled like TextField; `hint` and `error` are tied to it. */
export function TextareaField({ label, hint, error, className, rows = 3, ...props }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          {...props}
          className={clsx(fieldControlClass(error), "resize-y py-2.5 leading-relaxed")}
        />
      )}
    </FieldFrame>
  );
}
