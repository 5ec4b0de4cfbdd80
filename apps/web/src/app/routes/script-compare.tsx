import { useParams, useSearchParams } from "react-router";

import { Container } from "../../components/ui/container.tsx";
import { CompareView } from "../../features/compare/components/compare-view.tsx";

const versionParam = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/** /scripts/:id/compare?from=&to=: two drafts of a script side by side (issue 32). */
export function ScriptComparePage() {
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  return (
    <Container className="py-8">
      <CompareView
        scriptId={id}
        from={versionParam(params.get("from"))}
        to={versionParam(params.get("to"))}
        onPick={(from, to) => setParams({ from: String(from), to: String(to) }, { replace: true })}
      />
    </Container>
  );
}
