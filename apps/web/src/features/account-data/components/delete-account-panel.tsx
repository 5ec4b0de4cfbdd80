import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";

import { ACCOUNT_DELETE_CONFIRMATION, ACCOUNT_DELETION_KEPT } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { cardClass } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { useDeleteAccount } from "../api/delete-account.ts";

/** Account settings: "Delete my account", asked twice (a dialog where the phrase must be typed). */
export function DeleteAccountPanel() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [publicContent, setPublicContent] = useState<"anonymise" | "delete">("anonymise");
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const confirmed = typed.trim() === ACCOUNT_DELETE_CONFIRMATION;

  const confirm = () => {
    if (!confirmed || remove.isPending) return;
    remove.mutate(
      { confirmation: ACCOUNT_DELETE_CONFIRMATION, publicContent },
      {
        onSuccess: () => {
          toast.success("Your account was deleted.");
          void navigate("/", { replace: true });
        },
      },
    );
  };

  return (
    <section
      id="delete-account"
      aria-labelledby="delete-account-heading"
      className={cardClass({ className: "space-y-3 p-5 sm:p-6" })}
    >
      <h2 id="delete-account-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Trash2 aria-hidden="true" className="size-5 text-danger" /> Delete my account
      </h2>
      <p className="text-sm text-ink-muted">
        Removes your account, every script (public and private) with its files and covers, and your sessions.
        Export your data first if you want a copy.
      </p>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Delete my account…
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped("");
        }}
        title="Delete your account?"
        description="This cannot be undone."
        confirmLabel="Delete my account"
        isDestructive
        isBusy={remove.isPending}
        onConfirm={confirm}
      >
        <div className="space-y-3 text-sm text-ink-muted">
          <p>
            <span className="font-semibold text-ink">What we keep, and why: </span>
            {ACCOUNT_DELETION_KEPT}
          </p>
          <fieldset className="space-y-1.5">
            <legend className="font-medium text-ink">
              Your public reviews and comments on others' scripts
            </legend>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="public-content"
                checked={publicContent === "anonymise"}
                onChange={() => setPublicContent("anonymise")}
              />
              Keep them, signed "Former member"
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="public-content"
                checked={publicContent === "delete"}
                onChange={() => setPublicContent("delete")}
              />
              Delete them
            </label>
          </fieldset>
          <TextField
            label={`Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm`}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            error={typed && !confirmed ? "The words do not match yet" : undefined}
          />
          {remove.isError && (
            <InlineAlert>{errorMessageOf(remove.error, "Could not delete the account")}</InlineAlert>
          )}
        </div>
      </ConfirmDialog>
    </section>
  );
}
