import { Container } from "../../components/ui/container.tsx";
import { TokenDebugger } from "../../features/auth/components/token-debugger.tsx";

/** /debug/tokens: a tool for developers and admins. */
export function DebugTokensPage() {
  return (
    <Container size="narrow" className="py-10 sm:py-14">
      <title>Token debugger — The White List</title>
      <p className="font-screenplay text-sm tracking-wide text-accent-ink uppercase">Tools</p>
      <h1 className="mt-1 mb-6 font-display-tight text-3xl font-semibold text-ink sm:text-4xl">
        Token debugger
      </h1>
      <TokenDebugger />
    </Container>
  );
}
