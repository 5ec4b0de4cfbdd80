import { useDbHealth } from "../api/get-db-health.ts";
import { useHealth } from "../api/get-health.ts";

/**
 * - "unreachable": /health failed (no response, non-2xx or an unexpected body).
 * - "database-down": the server answers but /db-health does not report a healthy database.
 * - "ok": everything answered, or the first checks are still in flight (never alarm early).
 */
export type ServiceStatus = "ok" | "unreachable" | "database-down";

export function useServiceStatus(): ServiceStatus {
  const server = useHealth();
  const database = useDbHealth();

  if (server.isError) return "unreachable";
  if (server.isSuccess && (database.isError || database.data?.success === false)) return "database-down";
  return "ok";
}
