import { Container } from "../../../components/ui/container.tsx";
import { TrafficView } from "../../../features/analytics/components/traffic-view.tsx";

/** /admin/traffic (admin only, guarded by RequireAdmin in the router): page views and events. */
export function AdminTrafficPage() {
  return (
    <Container className="py-10 sm:py-12">
      <title>Traffic — Admin — The White List</title>
      <h1 className="font-display-tight text-3xl font-semibold text-ink">Traffic</h1>
      <p className="mt-1 mb-6 text-ink-muted">
        Page views per day, the most visited pages and the most frequent events.
      </p>
      <TrafficView />
    </Container>
  );
}
