import { KeyRound, LogIn } from "lucide-react";
import { useLocation } from "react-router";

import type { DebugTokenResponse } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDateTime, formatNumber } from "../../../lib/format.ts";
import { signInPathFor } from "../../../lib/safe-redirect.ts";
import { useDebugToken } from "../api/debug-token.ts";
import { useSession } from "../hooks/use-session.ts";

type Row = [label: string, value: string];

function DefinitionList({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <Card as="section" aria-label={title} className="p-5 sm:p-6">
      <h2 className="text-xs font-semibold tracking-[0.14em] text-ink-subtle uppercase">{title}</h2>
      <dl className="mt-4 divide-y divide-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="font-mono text-[0.8rem] text-ink [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function sessionRows({ session }: DebugTokenResponse): Row[] {
  return [
    ["Session ID", session.id],
    ["User ID", session.userId],
    ["Created", formatDateTime(session.createdAt)],
    ["Expires", formatDateTime(session.expiresAt)],
    ["IP address", session.ipAddress || "—"],
    ["User agent", session.userAgent || "—"],
    // The server sends a preview only: the token itself is never shown.
    ["Token preview", session.tokenPreview],
  ];
}

function userRows({ user }: DebugTokenResponse): Row[] {
  return [
    ["Name", user.name],
    ["Email", user.email],
    ["Role", user.role],
    ["Plan", user.tier],
    ["Liquid clout", formatNumber(user.availableClout)],
    ["Solid clout", formatNumber(user.receivedClout)],
    ["Coverage", `${user.coverageUsed} of ${user.coverageAllowance} used`],
    ["Coverage resets", user.coverageResetAt ? formatDateTime(user.coverageResetAt) : "—"],
    ["Managed account", user.isDummy ? "Yes" : "No"],
    ["Member since", formatDateTime(user.createdAt)],
  ];
}

/** /debug/tokens: what the stored bearer token stands for. */
export function TokenDebugger() {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  const debug = useDebugToken(user?.id ?? null);

  if (status === "anonymous") {
    return (
      <InlineAlert tone="info">
        <p>Sign in to inspect the session behind your token.</p>
        <Button to={signInPathFor(pathname)} size="sm" className="mt-3">
          <LogIn aria-hidden="true" /> Sign In
        </Button>
      </InlineAlert>
    );
  }

  if (status === "loading" || debug.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  }

  if (debug.isError) return <InlineAlert>{debug.error.message}</InlineAlert>;

  return (
    <div className="space-y-5">
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <KeyRound aria-hidden="true" className="size-4 text-accent-ink" />
        Decoded from the bearer token stored in this browser.
      </p>
      <DefinitionList title="Session" rows={sessionRows(debug.data)} />
      <DefinitionList title="User" rows={userRows(debug.data)} />
    </div>
  );
}
