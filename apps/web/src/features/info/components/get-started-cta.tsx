import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";

/**
 * The closing call to action of an information page: visitors open the sign-up dialog, signed-in
 * members go somewhere useful instead.
 */
export function GetStartedCta(props: {
  id: string;
  title: string;
  children: ReactNode;
  isSignedIn: boolean;
  onSignUp: () => void;
  signedInAction: { to: string; label: string };
  signUpLabel?: string;
}) {
  return (
    <Card as="section" size="large" aria-labelledby={props.id} className="px-6 py-10 text-center">
      <h2
        id={props.id}
        className="font-display-tight text-2xl font-semibold text-balance text-ink sm:text-3xl"
      >
        {props.title}
      </h2>
      <div className="mx-auto mt-2 max-w-lg text-ink-muted">{props.children}</div>
      {props.isSignedIn ? (
        <Button to={props.signedInAction.to} size="lg" className="mt-6">
          {props.signedInAction.label} <ArrowRight aria-hidden="true" />
        </Button>
      ) : (
        <Button size="lg" className="mt-6" onClick={props.onSignUp}>
          {props.signUpLabel ?? "Create your free account"} <ArrowRight aria-hidden="true" />
        </Button>
      )}
    </Card>
  );
}
