import { useState, type FormEvent } from "react";

import { ADMIN_MESSAGES, ADMIN_REASON_MAX_LENGTH } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";

interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for the reason of a removal; the author is shown it. */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(ADMIN_MESSAGES.reasonRequired);
    setIsBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      setReason("");
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : "Something went wrong");
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogTitle className="font-display-tight text-xl font-semibold text-ink">{title}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-ink-muted">{description}</DialogDescription>
        <form onSubmit={submit} className="mt-5 space-y-4">
          <TextareaField
            label="Reason"
            value={reason}
            maxLength={ADMIN_REASON_MAX_LENGTH}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            hint="The author sees this reason."
          />
          {error && <InlineAlert>{error}</InlineAlert>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isBusy}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
