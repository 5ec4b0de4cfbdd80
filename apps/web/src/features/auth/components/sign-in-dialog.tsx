import { useSearchParams } from "react-router";

import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import type { SignInMode } from "../hooks/use-sign-in-dialog.ts";
import { SignInPanel } from "./sign-in-panel.tsx";

export interface SignInDialogState {
  open: boolean;
  mode: SignInMode;
  redirect: string | null;
}

/** The sign-in panel in a modal. Escape, the X and a click outside close it. */
export function SignInDialog({
  state,
  onOpenChange,
}: {
  state: SignInDialogState;
  onOpenChange: (open: boolean) => void;
}) {
  const [searchParams] = useSearchParams();
  const redirect = state.redirect ?? searchParams.get("redirect");

  return (
    <Dialog open={state.open} onOpenChange={onOpenChange}>
      <DialogContent>
        <SignInPanel
          variant="dialog"
          initialMode={state.mode}
          redirect={redirect}
          onLeave={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
