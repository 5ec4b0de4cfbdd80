import { LoaderCircle } from "lucide-react";
import type { FormEvent } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { SignInMode } from "../hooks/use-sign-in-dialog.ts";

export type FieldName = "name" | "email" | "password";
export type FieldValues = Record<FieldName, string>;
export type FieldErrors = Partial<Record<FieldName, string>>;

interface EmailAuthFieldsProps {
  mode: SignInMode;
  values: FieldValues;
  errors: FieldErrors;
  serverError: string | null;
  isBusy: boolean;
  passwordRule: string;
  onChange: (field: FieldName, value: string) => void;
  onSubmit: (form: HTMLFormElement) => void;
}

/** The fields of one tab; the parent owns the values so switching tabs keeps the email. */
export function EmailAuthFields({
  mode,
  values,
  errors,
  serverError,
  isBusy,
  passwordRule,
  onChange,
  onSubmit,
}: EmailAuthFieldsProps) {
  const isSignUp = mode === "sign-up";
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isBusy} className="space-y-3">
      {isSignUp && (
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          error={errors.name}
          onChange={(event) => onChange("name", event.target.value)}
        />
      )}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => onChange("email", event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete={isSignUp ? "new-password" : "current-password"}
        hint={isSignUp ? passwordRule : undefined}
        value={values.password}
        error={errors.password}
        onChange={(event) => onChange("password", event.target.value)}
      />
      {serverError && <InlineAlert>{serverError}</InlineAlert>}
      <Button type="submit" className="w-full" disabled={isBusy}>
        {isBusy && <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />}
        {isSignUp ? (isBusy ? "Creating account…" : "Create account") : isBusy ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
