import { Container } from "../../components/ui/container.tsx";
import { AuthCallbackView } from "../../features/auth/components/auth-callback-view.tsx";

/** /auth/callback: where provider sign-ins come back to (01 §2, §4). */
export function AuthCallbackPage() {
  return (
    <Container className="py-16 sm:py-24">
      <title>Signing in — The White List</title>
      <div className="mx-auto max-w-xl rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-10">
        <AuthCallbackView />
      </div>
    </Container>
  );
}
