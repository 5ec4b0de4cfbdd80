import { Card } from "../../components/ui/card.tsx";
import { Container } from "../../components/ui/container.tsx";
import { AuthCallbackView } from "../../features/auth/components/auth-callback-view.tsx";

/** /auth/callback: where provider sign-ins come back to. */
export function AuthCallbackPage() {
  return (
    <Container className="py-16 sm:py-24">
      <title>Signing in — The White List</title>
      <Card size="large" className="mx-auto max-w-xl p-6 sm:p-10">
        <AuthCallbackView />
      </Card>
    </Container>
  );
}
