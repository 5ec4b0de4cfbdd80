import { useQueryClient } from "@tanstack/react-query";
import { LifeBuoy } from "lucide-react";
import { Link, useSearchParams } from "react-router";

import { Card } from "../../components/ui/card.tsx";
import { Container } from "../../components/ui/container.tsx";
import { ModerationNotices } from "../../features/admin/components/moderation-notices.tsx";
import { SESSION_QUERY_KEY } from "../../features/auth/api/get-profile.ts";
import { VerifyEmailNotice } from "../../features/auth/components/verify-email-notice.tsx";
import { useSession } from "../../features/auth/hooks/use-session.ts";
import { cloutKeys } from "../../features/clout/api/clout-keys.ts";
import { CloutHistory } from "../../features/clout/components/history/clout-history.tsx";
import { CoverageRowAction } from "../../features/coverage/components/coverage-row-action.tsx";
import { DashboardHeader } from "../../features/dashboard/components/dashboard-header.tsx";
import { ScriptStatCards } from "../../features/dashboard/components/script-stat-cards.tsx";
import { StatCards } from "../../features/dashboard/components/stat-cards.tsx";
import { ReadNotificationsCard } from "../../features/reads/components/read-notifications-card.tsx";
import { ReadingSettingsCard } from "../../features/reads/components/reading-settings-card.tsx";
import { useMyScripts } from "../../features/scripts/api/get-my-scripts.ts";
import { scriptKeys } from "../../features/scripts/api/script-keys.ts";
import { MyScriptsSection } from "../../features/scripts/components/dashboard/my-scripts-section.tsx";
import { StorageMeter } from "../../features/scripts/components/storage-meter.tsx";
import { titleOf } from "../../lib/script-display.ts";

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * /home and /dashboard, behind RequireAuth: the header, the session's figures, script
 * totals, the writer's scripts (page in ?page=), the clout transaction history, then help links.
 * Per-row actions such as the coverage button plug into MyScriptsSection's renderRowActions.
 */
export function DashboardPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const myScripts = useMyScripts(page);
  const queryClient = useQueryClient();
  // After a coverage request: usage and clout (session) and the rows' coverage status.
  const refreshAfterCoverageRequest = () => {
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: scriptKeys.all });
    // A coverage request earns solid clout: a new row in the transaction history.
    void queryClient.invalidateQueries({ queryKey: cloutKeys.all });
  };

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
      <ModerationNotices isSignedIn={user !== null} />
      <VerifyEmailNotice />
      <div className="space-y-4">
        <StatCards user={user} />
        <ScriptStatCards stats={myScripts.data?.stats ?? (myScripts.isError ? "unavailable" : null)} />
        {user && (
          <Card size="large" className="p-5">
            <StorageMeter />
          </Card>
        )}
      </div>
      <MyScriptsSection
        page={page}
        onPageChange={changePage}
        renderRowActions={(script) => (
          <CoverageRowAction
            scriptId={script.id}
            title={titleOf(script)}
            status={script.coverage?.status ?? null}
            result={script.coverageResult ?? null}
            hasFile={script.hasFile}
            user={user}
            onRequested={refreshAfterCoverageRequest}
          />
        )}
      />
      {user && (
        <div className="grid gap-4 lg:grid-cols-2">
          <ReadNotificationsCard />
          <ReadingSettingsCard />
        </div>
      )}
      <CloutHistory />
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
