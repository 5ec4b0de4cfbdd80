import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { trafficResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

export const trafficQuery = (days: number) =>
  queryOptions({
    queryKey: ["admin", "traffic", days],
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/analytics/traffic?days=${days}`, { schema: trafficResponseSchema, signal }),
  });
export const useTraffic = (days: number) =>
  useQuery({ ...trafficQuery(days), placeholderData: keepPreviousData });
