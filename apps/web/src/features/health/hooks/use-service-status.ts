import { useEffect, useState } from "react";

import { HEALTH_POLL_INTERVAL_MS } from "@twl/contract";

import { onServiceTrouble } from "../../../lib/api-client.ts";
import { useDbHealth } from "../api/get-db-health.ts";
import { useHealth } from "../api/get-health.ts";

/**
 * - "unreachable": /health failed (no response, non-2xx or an unexpected body).
 * - "database-down": the server answers but /db-health does not report a healthy database.
 * - "ok": everything answered, or the first checks have not run or are still in flight (never alarm early).
 */
export type ServiceStatus = "ok" | "unreachable" | "database-down";

export function useServiceStatus(): ServiceStatus {
  const isChecking = useHealthChecks();
  const server = useHealth(isChecking);
  const database = useDbHealth(isChecking);

  if (server.isError) return "unreachable";
  if (server.isSuccess && (database.isError || database.data?.success === false)) return "database-down";
  return "ok";
}

/**
 * Whether /health and /db-health are polled yet. A page that just loaded from the server has shown
 * that the server answers, so the first checks wait for the poll interval (every 30 seconds from
 * then on), unless a call fails on the way first (no answer, 502, 503, 504): then they run at once
 * and the banner explains the failure. A page load costs no health requests of its own.
 */
function useHealthChecks(): boolean {
  const [isChecking, setIsChecking] = useState(false);
  useEffect(() => {
    if (isChecking) return;
    const start = () => setIsChecking(true);
    const timer = setTimeout(start, HEALTH_POLL_INTERVAL_MS);
    const unsubscribe = onServiceTrouble(start);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [isChecking]);
  return isChecking;
}
