import type { FormEvent, ReactNode } from "react";

import { errorMessageOf } from "../lib/error-message.ts";
import { Button } from "./ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./ui/dialog.tsx";
import { InlineAlert } from "./ui/inline-alert.tsx";
import { TextField } from "./ui/text-field.tsx";

interface NameFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Shown between the description and the form (the filters a search keeps). */
  children?: ReactNode;
  fieldLabel: string;
  placeholder?: string;
  name: string;
  onNameChange: (name: string) => void;
  maxLength: number;
  /** The feature's mutation: its state drives the button and the error. */
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  errorText: string;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: () => void;
}

/** A dialog that names something new (a reader list, a saved search): one field, Cancel and submit. */
export function NameFormDialog(props: NameFormDialogProps) {
  const { mutation, name } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogTitle className="font-display-tight text-2xl font-semibold text-ink">
          {props.title}
        </DialogTitle>
        <DialogDescription className="mt-2 text-sm text-ink-muted">{props.description}</DialogDescription>
        {props.children}
        <form onSubmit={submit} className="mt-5 space-y-4">
          <TextField
            label={props.fieldLabel}
            placeholder={props.placeholder}
            value={name}
            maxLength={props.maxLength}
            required
            onChange={(event) => props.onNameChange(event.target.value)}
          />
          {mutation.isError && <InlineAlert>{errorMessageOf(mutation.error, props.errorText)}</InlineAlert>}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending || name.trim() === ""}>
              {mutation.isPending ? props.pendingLabel : props.submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
