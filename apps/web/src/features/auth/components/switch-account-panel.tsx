import { UserRoundCog } from "lucide-react";

import type { SessionUser } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";

interface SwitchAccountPanelProps {
  current: SessionUser;
  next: SessionUser;
  switchAccount: () => void;
  keepCurrent: () => void;
}

/**
 * /auth/callback when another account is already signed in here (docs/security.md #5): the browser is never
 * moved to a different account without the user saying so.
 */
export function SwitchAccountPanel({ current, next, switchAccount, keepCurrent }: SwitchAccountPanelProps) {
  return (
    <div className="text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
        <UserRoundCog aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 font-display-tight text-2xl font-semibold text-ink">Switch account?</h1>
      <p className="mx-auto mt-3 max-w-md text-pretty text-ink-muted">
        You are signed in as <strong className="font-medium text-ink">{current.name}</strong> ({current.email}
        ). This sign-in is for <strong className="font-medium text-ink">{next.name}</strong> ({next.email}).
      </p>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink-subtle">
        If you did not just sign in with a provider, stay signed in as you are.
      </p>
      <div className="mt-7 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Button variant="secondary" onClick={keepCurrent}>
          Stay signed in as {current.name}
        </Button>
        <Button onClick={switchAccount}>Continue as {next.name}</Button>
      </div>
    </div>
  );
}
