import { KeyRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { changePasswordRequestSchema } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { cardClass } from "../../../components/ui/card.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useFormErrors } from "../../../lib/form-errors.ts";
import { useChangePassword } from "../api/change-password.ts";
import { PASSWORD_RULE } from "./email-auth-form.tsx";

/**
 * Own profile: change the password of a local account (docs/security.md #11). Every other device is signed
 * out by the server; this one stays signed in. Provider accounts get the server's explanation.
 */
export function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const { errors, validate } = useFormErrors(changePasswordRequestSchema, ["currentPassword", "newPassword"]);
  // One message, under the new password: the first problem, in the schema's field order.
  const fieldError = errors.currentPassword ?? errors.newPassword;
  const change = useChangePassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const parsed = validate({ currentPassword, newPassword });
    if (!parsed) return;
    change.mutate(parsed, {
      onSuccess: ({ revokedSessions }) => {
        setCurrentPassword("");
        setNewPassword("");
        toast.success(
          revokedSessions > 0
            ? `Password changed. ${revokedSessions === 1 ? "One other device was" : `${revokedSessions} other devices were`} signed out.`
            : "Password changed.",
        );
      },
    });
  };

  return (
    <form
      aria-label="Change password"
      onSubmit={submit}
      noValidate
      className={cardClass({ className: "space-y-4 p-5" })}
    >
      <h2 className="flex items-center gap-2 font-display-tight text-lg font-semibold text-ink">
        <KeyRound aria-hidden="true" className="size-5 text-accent-ink" /> Password
      </h2>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`${PASSWORD_RULE}. Other devices will be signed out.`}
        error={fieldError}
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      {change.isError && <InlineAlert>{change.error.message}</InlineAlert>}
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? "Changing…" : "Change password"}
      </Button>
    </form>
  );
}
