import { Navigate, useSearchParams } from "react-router";

import { Container } from "../../components/ui/container.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { SignInPanel } from "../../features/auth/components/sign-in-panel.tsx";
import { useSession } from "../../features/auth/hooks/use-session.ts";
import { safeRedirectPath } from "../../lib/safe-redirect.ts";

/** /login: the sign-in panel as a page, for links such as /login?redirect=/upload. */
export function LoginPage() {
  const { status } = useSession();
  const [params] = useSearchParams();
  const redirect = params.get("redirect");

  if (status === "authenticated") return <Navigate to={safeRedirectPath(redirect)} replace />;
  if (status === "loading") return <PageSpinner label="Loading your session" />;

  return (
    <Container className="py-12 sm:py-20">
      <title>Sign in — The White List</title>
      <div className="mx-auto max-w-md rounded-3xl border border-line bg-surface p-6 shadow-page sm:p-8">
        <SignInPanel
          variant="page"
          redirect={redirect}
          initialMode={params.get("mode") === "sign-up" ? "sign-up" : "sign-in"}
        />
      </div>
    </Container>
  );
}
