import { LogOut } from "lucide-react";
import { Link } from "react-router";

import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useLogOut } from "../hooks/use-log-out.ts";
import { useSession } from "../hooks/use-session.ts";
import { useSignInConfig } from "../hooks/use-sign-in-config.ts";
import { useSignInDialog } from "../hooks/use-sign-in-dialog.ts";
import { accountLinksFor } from "./account-links.ts";
import { CloutBalance } from "./clout-balance.tsx";
import { DemoNav } from "./demo-nav.tsx";

const ITEM =
  "flex w-full items-center gap-3 rounded-xl px-3 py-3 text-base font-medium text-ink transition-colors hover:bg-surface-2 [&_svg]:size-[18px] [&_svg]:text-ink-subtle";

/** The account part of the mobile menu: Log in / Sign up, or the same items as the user menu. */
export function MobileAccountSection({ onNavigate }: { onNavigate: () => void }) {
  const { status, user } = useSession();
  const { openSignIn } = useSignInDialog();
  const logOut = useLogOut();
  const signIn = useSignInConfig();

  if (status === "loading") return <Skeleton className="h-12 rounded-xl" />;

  if (!user) {
    const open = (mode: "sign-in" | "sign-up") => {
      onNavigate();
      openSignIn({ mode });
    };
    const isOff = signIn.status === "off";
    if (isOff && !signIn.isDemo) return null;
    return (
      <div className="space-y-3">
        {signIn.isDemo && <DemoNav hasDashboard={!isOff} onNavigate={onNavigate} className="px-1" />}
        {!isOff && (
          <div className="grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={() => open("sign-in")}>
              Log in
            </Button>
            <Button onClick={() => open("sign-up")}>Sign up</Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <div>
      <div className="flex items-center gap-3 px-3 pb-3">
        <Avatar name={user.name} src={user.avatar} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-ink">{user.name}</p>
          <p className="truncate text-xs text-ink-subtle">{user.email}</p>
        </div>
        <CloutBalance amount={user.availableClout} className="bg-surface-2" />
      </div>
      <nav aria-label="Account">
        <ul>
          {accountLinksFor(user).map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} onClick={onNavigate} className={ITEM}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={ITEM}
              onClick={() => {
                onNavigate();
                void logOut();
              }}
            >
              <LogOut aria-hidden="true" />
              Log out
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
