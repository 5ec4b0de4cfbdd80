import { useParams } from "react-router";
import { Container } from "../../components/ui/container.tsx";
import { ScriptView } from "../../features/scripts/components/detail/script-view.tsx";

/** /scripts/:id (01 §2): public scripts for anyone, private ones for their owner. */
export function ScriptDetailPage() {
  const { id = "" } = useParams();
  return (
    <Container className="py-8 sm:py-12">
      {/* A new script id starts fresh: no edit state carries over from the previous one. */}
      <ScriptView key={id} id={id} />
    </Container>
  );
}
