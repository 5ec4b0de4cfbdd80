import { Compass, Home } from "lucide-react";
import { useLocation } from "react-router";

import { Button } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";

export function NotFoundPage() {
  const { pathname } = useLocation();

  return (
    <Container size="narrow" className="py-20 sm:py-28">
      <title>Page not found — The White List</title>
      <div className="relative mx-auto max-w-xl">
        <div
          aria-hidden="true"
          className="absolute inset-0 translate-x-2 translate-y-3 rotate-2 rounded-sm bg-paper/60 shadow-card ring-1 ring-paper-line sm:translate-x-3"
        />
        <div className="relative rounded-sm bg-paper px-7 py-10 font-screenplay text-[0.95rem] leading-relaxed text-paper-ink shadow-page ring-1 ring-paper-line sm:px-14 sm:py-14">
          <p className="font-bold">INT. AN EMPTY PAGE - NIGHT</p>
          <p className="mt-5">
            The writer scrolls through every draft. No scene lives at{" "}
            <span className="rounded bg-black/5 px-1 [overflow-wrap:anywhere]">{pathname}</span>.
          </p>
          <p className="mt-5 ml-[34%]">WRITER</p>
          <p className="ml-[26%]">(beat)</p>
          <p className="mr-[10%] ml-[14%]">It was here a minute ago.</p>
          <p className="mt-8 text-right text-2xl font-bold tracking-wider sm:text-3xl">FADE OUT.</p>
        </div>
      </div>

      <div className="mt-14 text-center">
        <p className="text-xs font-semibold tracking-[0.2em] text-accent-ink uppercase">Error 404</p>
        <h1 className="mt-3 font-display-tight text-4xl font-semibold text-balance text-ink sm:text-5xl">
          This page isn't in the script.
        </h1>
        <p className="mx-auto mt-4 max-w-md text-balance text-ink-muted">
          The link may be old or the page may have moved. Head back to the opening scene, or find something
          great to read.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button to="/" size="lg">
            <Home aria-hidden="true" /> Back to home
          </Button>
          <Button to="/discover" variant="secondary" size="lg">
            <Compass aria-hidden="true" /> Discover scripts
          </Button>
        </div>
      </div>
    </Container>
  );
}
