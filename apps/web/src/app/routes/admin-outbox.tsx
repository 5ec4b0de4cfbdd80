import { Container } from "../../components/ui/container.tsx";
import { OutboxList } from "../../features/admin-outbox/components/outbox-list.tsx";

/** /admin/outbox: mail the server kept instead of sending (no SMTP_URL). Admins only. */
export function AdminOutboxPage() {
  return (
    <Container size="narrow" className="py-10 sm:py-14">
      <title>Outbox — The White List</title>
      <p className="font-screenplay text-sm tracking-wide text-accent-ink uppercase">Admin</p>
      <h1 className="mt-1 mb-6 font-display-tight text-3xl font-semibold text-ink sm:text-4xl">Outbox</h1>
      <OutboxList />
    </Container>
  );
}
