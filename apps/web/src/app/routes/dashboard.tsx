import { LifeBuoy } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Container } from "../../components/ui/container.tsx";
import { useSession } from "../../features/auth/hooks/use-session.ts";
import { DashboardHeader } from "../../features/dashboard/components/dashboard-header.tsx";
import { ScriptStatCards } from "../../features/dashboard/components/script-stat-cards.tsx";
import { StatCards } from "../../features/dashboard/components/stat-cards.tsx";
import { useMyScripts } from "../../features/scripts/api/get-my-scripts.ts";
import { MyScriptsSection } from "../../features/scripts/components/dashboard/my-scripts-section.tsx";

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * /home and /dashboard (01 §2), behind RequireAuth: the header, the session's figures, script
 * totals, the writer's scripts (page in ?page=), then help links. Later sections (the clout
 * transaction history) go between the script list and the help line; per-row actions such as the
 * coverage button plug into MyScriptsSection's renderRowActions.
 */
export function DashboardPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const myScripts = useMyScripts(page);

  const changePage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set("page", String(next));
      else updated.delete("page");
      return updated;
    });

  return (
    <Container className="space-y-10 py-10 sm:py-14">
      <title>Dashboard — The White List</title>
      <DashboardHeader name={user?.name ?? null} />
      <div className="space-y-4">
        <StatCards user={user} />
        <ScriptStatCards stats={myScripts.data?.stats ?? (myScripts.isError ? "unavailable" : null)} />
      </div>
      <MyScriptsSection page={page} onPageChange={changePage} />
      <p className="border-t border-line pt-6 text-sm text-ink-muted">
        <LifeBuoy aria-hidden="true" className="mr-2 inline size-4 align-[-3px] text-ink-subtle" />
        Need more coverage? See{" "}
        <Link to="/billing" className="font-medium text-accent-ink underline-offset-2 hover:underline">
          plans and billing
        </Link>
        . Questions or problems?{" "}
        <Link to="/contact" className="font-medium text-accent-ink underline-offset-2 hover:underline">
          Contact us
        </Link>
        .
      </p>
    </Container>
  );
}
