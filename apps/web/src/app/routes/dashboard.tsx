import { Container } from "../../components/ui/container.tsx";
import { useSession } from "../../features/auth/hooks/use-session.ts";
import { DashboardHeader } from "../../features/dashboard/components/dashboard-header.tsx";
import { StatCards } from "../../features/dashboard/components/stat-cards.tsx";

/**
 * /home and /dashboard (01 §2), behind RequireAuth. Composed of sections so the script list and
 * the clout transactions slot in below the stat cards.
 */
export function DashboardPage() {
  const { user } = useSession();

  return (
    <Container className="space-y-10 py-10 sm:py-14">
      <title>Dashboard — The White List</title>
      <DashboardHeader name={user?.name ?? null} />
      <StatCards user={user} />
    </Container>
  );
}
