import { CloudOff, DatabaseZap } from "lucide-react";

import { Container } from "../../../components/ui/container.tsx";
import { useServiceStatus, type ServiceStatus } from "../hooks/use-service-status.ts";

const MESSAGES: Record<Exclude<ServiceStatus, "ok">, string> = {
  unreachable: "We can't reach The White List servers right now. Retrying…",
  "database-down": "The database is unavailable — some features may not work. Retrying…",
};

/**
 * A discreet notice under the navigation while the API or its database is down. The live region
 * is always mounted so screen readers announce the message when it appears.
 */
export function HealthBanner() {
  const status = useServiceStatus();
  const Icon = status === "unreachable" ? CloudOff : DatabaseZap;

  return (
    <div role="status" aria-live="polite">
      {status !== "ok" && (
        <div className="border-b border-accent/30 bg-accent-soft/70 text-ink dark:bg-accent-soft/60">
          <Container className="flex items-center gap-3 py-2.5 text-sm">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-ink" />
            <p>{MESSAGES[status]}</p>
          </Container>
        </div>
      )}
    </div>
  );
}
