import { Container } from "../../../components/ui/container.tsx";
import { AdminMessages } from "../../../features/contact/components/admin-messages.tsx";

/** /admin/messages (admin only, guarded by RequireAdmin in the router): contact form messages. */
export function AdminMessagesPage() {
  return (
    <Container className="py-10 sm:py-12">
      <title>Messages — Admin — The White List</title>
      <h1 className="font-display-tight text-3xl font-semibold text-ink">Messages</h1>
      <p className="mt-1 mb-6 text-ink-muted">
        What visitors sent through the contact form. Reply by email, then mark the message handled.
      </p>
      <AdminMessages />
    </Container>
  );
}
