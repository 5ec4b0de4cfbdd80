import { useParams } from "react-router";
import { Container } from "../../components/ui/container.tsx";
import { ScriptReader } from "../../features/screenplay/components/reader/script-reader.tsx";
import { StatisticsPanel } from "../../features/screenplay/components/stats/statistics-panel.tsx";
import { ScriptView } from "../../features/scripts/components/detail/script-view.tsx";

/**
 * /scripts/:id (01 §2): public scripts for anyone, private ones for their owner. The page composes
 * the script (scripts feature) with its reader and statistics (screenplay feature); they meet in
 * the address (lib/reader-target), never by importing each other.
 */
export function ScriptDetailPage() {
  const { id = "" } = useParams();
  return (
    <Container className="py-8 sm:py-12">
      {/* A new script id starts fresh: no edit state carries over from the previous one. */}
      <ScriptView
        key={id}
        id={id}
        renderReader={(slot) => <ScriptReader {...slot} />}
        renderStatistics={(slot) => <StatisticsPanel {...slot} />}
      />
    </Container>
  );
}
