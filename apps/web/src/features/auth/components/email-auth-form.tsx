import { Tabs } from "radix-ui";
import { useState } from "react";

import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  signInRequestSchema,
  signUpRequestSchema,
  type AuthTokenResponse,
} from "@twl/contract";

import { fieldErrorsOf, type FormIssue } from "../../../lib/form-errors.ts";
import { useSignInWithEmail } from "../api/sign-in-email.ts";
import { useSignUpWithEmail } from "../api/sign-up-email.ts";
import type { SignInMode } from "../hooks/use-sign-in-dialog.ts";
import { EmailAuthFields, type FieldErrors, type FieldName, type FieldValues } from "./email-auth-fields.tsx";

const MODES: { value: SignInMode; label: string }[] = [
  { value: "sign-in", label: "Sign in" },
  { value: "sign-up", label: "Create account" },
];

/** The server also refuses easily guessed passwords and ones containing the email or name (zxcvbn). */
export const PASSWORD_RULE = `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters, hard to guess, without your name or email`;

const FIELDS: readonly FieldName[] = ["name", "email", "password"];

interface EmailAuthFormProps {
  initialMode: SignInMode;
  onSignedIn: (result: AuthTokenResponse, mode: SignInMode) => void;
}

/**
 * Email + password, as 'Sign in' / 'Create account' tabs. Validated with the same contract schemas
 * the server uses; the server's own message (wrong password, rate limit...) shows under the fields.
 */
export function EmailAuthForm({ initialMode, onSignedIn }: EmailAuthFormProps) {
  const [mode, setMode] = useState<SignInMode>(initialMode);
  const [values, setValues] = useState<FieldValues>({ name: "", email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const signIn = useSignInWithEmail();
  const signUp = useSignUpWithEmail();
  const active = mode === "sign-in" ? signIn : signUp;

  const changeMode = (next: string) => {
    setMode(next === "sign-up" ? "sign-up" : "sign-in");
    setErrors({});
    signIn.reset();
    signUp.reset();
  };

  const change = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (form: HTMLFormElement) => {
    if (active.isPending) return;
    const reject = (issues: readonly FormIssue[]) => {
      setErrors(fieldErrorsOf(issues, FIELDS));
      // Move focus to the first field that needs attention.
      requestAnimationFrame(() => form.querySelector<HTMLInputElement>("[aria-invalid=true]")?.focus());
    };
    const onSuccess = (result: AuthTokenResponse) => onSignedIn(result, mode);
    const email = values.email.trim();

    if (mode === "sign-in") {
      const parsed = signInRequestSchema.safeParse({ email, password: values.password });
      if (!parsed.success) return reject(parsed.error.issues);
      setErrors({});
      signIn.mutate(parsed.data, { onSuccess });
    } else {
      const parsed = signUpRequestSchema.safeParse({ name: values.name, email, password: values.password });
      if (!parsed.success) return reject(parsed.error.issues);
      setErrors({});
      signUp.mutate(parsed.data, { onSuccess });
    }
  };

  return (
    <Tabs.Root value={mode} onValueChange={changeMode}>
      <Tabs.List
        aria-label="Sign in or create an account"
        className="grid grid-cols-2 gap-1 rounded-full bg-surface-2 p-1"
      >
        {MODES.map(({ value, label }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="h-9 rounded-full text-sm font-medium text-ink-muted transition-colors hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-card"
          >
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {MODES.map(({ value }) => (
        <Tabs.Content key={value} value={value} className="mt-3.5 focus:outline-none">
          <EmailAuthFields
            mode={value}
            values={values}
            errors={errors}
            serverError={active.error?.message ?? null}
            isBusy={active.isPending}
            passwordRule={PASSWORD_RULE}
            onChange={change}
            onSubmit={submit}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
