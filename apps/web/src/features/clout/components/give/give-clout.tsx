import { Droplet } from "lucide-react";
import { useLocation, useNavigate } from "react-router";

import type { GiveCloutResponse } from "@twl/contract";

import { Button } from "../../../../components/ui/button.tsx";
import { Card } from "../../../../components/ui/card.tsx";
import { useGiveCloutFlow } from "../../hooks/use-give-clout-flow.ts";
import { ConfirmTransferDialog } from "./confirm-transfer-dialog.tsx";
import { GiftAmountDialog } from "./gift-amount-dialog.tsx";

export interface GiveCloutProps {
  scriptId: string;
  scriptTitle: string;
  /** Owners cannot give to their own script: nothing is shown. */
  isOwner: boolean;
  /** Who is looking: signed-out visitors are sent to sign in. */
  sessionStatus: "loading" | "authenticated" | "anonymous";
  /** The viewer's liquid clout (0 when signed out). */
  availableClout: number;
  /** After a gift: the script's new total and the giver's remaining balance. */
  onGiven?: (result: GiveCloutResponse) => void;
}

/**
 * The Give Clout card of the script overview. Anonymous presses go to
 * /login?redirect=<this page>; signed-in non-owners choose an amount, then confirm.
 */
export function GiveClout({
  scriptId,
  scriptTitle,
  isOwner,
  sessionStatus,
  availableClout,
  onGiven,
}: GiveCloutProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const flow = useGiveCloutFlow({ scriptId, scriptTitle, availableClout, onGiven });
  if (isOwner) return null;

  const start = () => {
    if (sessionStatus === "anonymous") {
      void navigate(`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    flow.open();
  };

  return (
    <Card as="section" size="large" aria-labelledby="give-clout-heading" className="p-5">
      <h2
        id="give-clout-heading"
        className="text-xs font-semibold tracking-[0.16em] text-ink-subtle uppercase"
      >
        Support this script
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        Give some of your liquid clout. It becomes the writer’s solid clout.
      </p>
      <Button onClick={start} disabled={sessionStatus === "loading"} className="mt-4 w-full">
        <Droplet aria-hidden="true" />
        Give Clout
      </Button>

      {sessionStatus === "authenticated" && (
        <>
          <GiftAmountDialog
            open={flow.step === "amount"}
            scriptTitle={scriptTitle}
            balance={availableClout}
            draft={flow.draft}
            onDraftChange={flow.setDraft}
            onContinue={flow.review}
            onClose={flow.close}
          />
          <ConfirmTransferDialog
            open={flow.step === "confirm"}
            scriptTitle={scriptTitle}
            amount={flow.draft.amount}
            balance={availableClout}
            message={flow.draft.message.trim()}
            isBusy={flow.isGiving}
            onConfirm={flow.confirm}
            onBack={flow.back}
          />
        </>
      )}
    </Card>
  );
}
