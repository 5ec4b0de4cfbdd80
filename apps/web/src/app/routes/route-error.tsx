import { RotateCcw } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";

import { Button } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";

/** Shown inside the layout when a page throws while rendering or loading. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <Container size="narrow" className="py-24 text-center sm:py-32">
      <title>Something went wrong — The White List</title>
      <p className="font-screenplay text-sm tracking-wide text-ink-subtle uppercase">Cut to:</p>
      <h1 className="mt-3 font-display-tight text-4xl font-semibold text-ink sm:text-5xl">
        Something went wrong.
      </h1>
      <p className="mx-auto mt-4 max-w-md text-ink-muted">
        This scene didn't load. Try again, or head back to the start.{detail ? ` (${detail})` : ""}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden="true" /> Try again
        </Button>
        <Button to="/" variant="secondary" size="lg">
          Back to home
        </Button>
      </div>
    </Container>
  );
}
