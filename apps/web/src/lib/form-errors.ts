import { useCallback, useState } from "react";

/** One problem from a failed parse, as zod reports it (`path[0]` is the form field). */
export interface FormIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A contract schema as a form sees it: zod's `safeParse`, typed structurally so the web app does
 * not need its own dependency on zod.
 */
export interface FormSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly FormIssue[] } };
}

/** Field name → the message shown under it. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The first message per field from a failed parse. With `fields`, issues about anything else
 * (hidden fields, the whole object) are left out.
 */
export function fieldErrorsOf<F extends string>(
  issues: readonly FormIssue[],
  fields?: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || (fields && !fields.includes(field as F))) continue;
    errors[field as F] ??= issue.message;
  }
  return errors;
}

/**
 * A form's validation against its contract schema. `validate(values)` returns the parsed request,
 * or null after putting the schema's messages under their fields; `clearError(field)` removes one
 * message (call it when that field changes).
 */
export function useFormErrors<T, F extends string>(schema: FormSchema<T>, fields?: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const validate = (values: unknown): T | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(fieldErrorsOf(parsed.error.issues, fields));
    return null;
  };
  const clearError = useCallback(
    (field: F) =>
      setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined })),
    [],
  );
  return { errors, setErrors, validate, clearError };
}
