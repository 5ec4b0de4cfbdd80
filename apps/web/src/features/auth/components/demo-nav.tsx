import { clsx } from "clsx";
import { LayoutDashboard } from "lucide-react";
import { Link } from "react-router";

import { DEMO_CLOUT } from "@twl/contract";

import { useSignInDialog } from "../hooks/use-sign-in-dialog.ts";
import { CloutBalance } from "./clout-balance.tsx";

/**
 * The demo navigation a visitor sees on a demo or staging server (DEMO_MODE): a 'Demo' label, a
 * demo clout of 100 and a Dashboard link to /dashboard, which asks a visitor to sign in first (the
 * seeded demo accounts). Not shown when sign-in is turned off: there is no dashboard then.
 */
export function DemoNav({
  hasDashboard,
  onNavigate,
  className,
}: {
  hasDashboard: boolean;
  onNavigate?: () => void;
  className?: string;
}) {
  const { openSignIn } = useSignInDialog();
  return (
    <div role="group" aria-label="Demo navigation" className={clsx("flex items-center gap-1", className)}>
      <span className="rounded-full border border-dashed border-accent-ink/50 px-2 py-0.5 text-[11px] font-semibold tracking-wide text-accent-ink uppercase">
        Demo
      </span>
      <CloutBalance amount={DEMO_CLOUT} label={`Demo clout: ${DEMO_CLOUT}`} />
      {hasDashboard && (
        <Link
          to="/dashboard"
          onClick={(event) => {
            onNavigate?.();
            event.preventDefault();
            openSignIn({ redirect: "/dashboard" });
          }}
          className="inline-flex items-center gap-1.5 rounded-full px-2.5 py-1.5 text-sm font-medium text-ink-muted hover:bg-surface-2 hover:text-ink [&_svg]:size-4"
        >
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Link>
      )}
    </div>
  );
}
