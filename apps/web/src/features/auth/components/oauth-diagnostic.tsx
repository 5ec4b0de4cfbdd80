import { Stethoscope } from "lucide-react";
import { useState, type ReactNode } from "react";

import type { AuthProvidersResponse } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useAuthProviders } from "../api/get-auth-providers.ts";

type Provider = AuthProvidersResponse["providers"][number];

/** The address a provider must be told to send users back to, as the server builds it (from PUBLIC_URL). */
function redirectUrlOf(callbackBaseUrl: string, provider: Provider): string {
  return `${callbackBaseUrl}/${provider.id}`;
}

function Entry({ term, mono = false, children }: { term: string; mono?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-ink-subtle">{term}</dt>
      <dd className={mono ? "mt-0.5 font-mono text-xs text-ink [overflow-wrap:anywhere]" : "mt-0.5 text-ink"}>
        {children}
      </dd>
    </div>
  );
}

/** 'Run Diagnostic': which providers the server has enabled, and the redirect URLs to register. */
export function OAuthDiagnostic() {
  const [isRequested, setIsRequested] = useState(false);
  const providers = useAuthProviders({ enabled: isRequested });

  const run = () => {
    setIsRequested(true);
    void providers.refetch();
  };

  return (
    <div className="space-y-4">
      <Button variant="secondary" onClick={run} disabled={providers.isFetching}>
        <Stethoscope aria-hidden="true" /> Run Diagnostic
      </Button>
      {isRequested && providers.isPending && <Spinner label="Running diagnostic" className="size-5" />}
      {isRequested && providers.isError && <InlineAlert>{providers.error.message}</InlineAlert>}
      {isRequested && providers.data && (
        <section
          aria-label="Diagnostic results"
          className="rounded-2xl border border-line bg-canvas p-4 text-left text-sm"
        >
          <dl className="space-y-3">
            <Entry term="Enabled providers">
              {providers.data.providers.length > 0
                ? providers.data.providers.map((p) => p.name).join(", ")
                : "None"}
            </Entry>
            <Entry term="Email and password">{providers.data.localAccounts ? "Enabled" : "Disabled"}</Entry>
            <Entry term="Redirect URL pattern" mono>{`${providers.data.callbackBaseUrl}/{provider}`}</Entry>
            {providers.data.providers.map((provider) => (
              <Entry key={provider.id} term={`${provider.name} redirect URL`} mono>
                {redirectUrlOf(providers.data.callbackBaseUrl, provider)}
              </Entry>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
