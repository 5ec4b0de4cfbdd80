import { clsx } from "clsx";
import type { InputHTMLAttributes } from "react";

import { fieldControlClass, FieldFrame } from "./field-frame.tsx";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** Always-visible guidance under the field (e.g. password rules). */
  hint?: string;
  error?: string;
}

/** A labelled input; `hint` and `error` are tied to it with aria-describedby. */
export function TextField({ label, hint, error, className, ...props }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} {...props} className={clsx(fieldControlClass(error), "h-11")} />}
    </FieldFrame>
  );
}
