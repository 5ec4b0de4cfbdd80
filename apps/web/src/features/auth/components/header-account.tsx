import { Suspense } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { lazyComponent } from "../../../lib/lazy.tsx";
import { useSession } from "../hooks/use-session.ts";
import { useSignInConfig } from "../hooks/use-sign-in-config.ts";
import { useSignInDialog } from "../hooks/use-sign-in-dialog.ts";
import { CloutBalance } from "./clout-balance.tsx";
import { DemoNav } from "./demo-nav.tsx";

/** Signed-in visitors only: the menu's code (Radix dropdown, floating-ui) stays off the anonymous first paint. */
const UserMenu = lazyComponent(() => import("./user-menu.tsx").then((m) => m.UserMenu));

/**
 * The desktop header's account corner: Log in / Sign up (none when sign-in is turned off; the demo
 * navigation before them on a demo server), or the balance and the user menu.
 */
export function HeaderAccount() {
  const { status, user } = useSession();
  const { openSignIn } = useSignInDialog();
  const signIn = useSignInConfig();

  if (status === "loading") return <Skeleton className="h-9 w-36 rounded-full" />;

  if (!user) {
    const isOff = signIn.status === "off";
    return (
      <div className="flex items-center gap-2">
        {signIn.isDemo && <DemoNav hasDashboard={!isOff} />}
        {!isOff && (
          <>
            <Button variant="ghost" size="sm" onClick={() => openSignIn()}>
              Log in
            </Button>
            <Button size="sm" onClick={() => openSignIn({ mode: "sign-up" })}>
              Sign up
            </Button>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="flex items-center gap-1">
      <CloutBalance amount={user.availableClout} />
      <Suspense fallback={<Skeleton className="h-9 w-16 rounded-full" />}>
        <UserMenu user={user} />
      </Suspense>
    </div>
  );
}
