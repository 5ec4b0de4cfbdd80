import { LoaderCircle } from "lucide-react";
import { useState } from "react";

import type { AuthProvidersResponse } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useStartOAuth } from "../api/start-oauth.ts";
import { goToProvider, rememberReturnPath } from "../lib/return-path.ts";
import { ProviderIcon } from "./provider-icon.tsx";

type Provider = AuthProvidersResponse["providers"][number];

/** One 'Continue with {Name}' per enabled provider; a click leaves for the provider's consent page. */
export function ProviderButtons({ providers, redirect }: { providers: Provider[]; redirect: string | null }) {
  const startOAuth = useStartOAuth();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = (provider: Provider) => {
    setFailure(null);
    setLeavingFor(provider.id);
    rememberReturnPath(redirect);
    startOAuth.mutate(provider.id, {
      onSuccess: (url) => goToProvider(url),
      onError: (error) => {
        setLeavingFor(null);
        // The server refused the start; otherwise no answer came (network) or the call broke here.
        const isRefused = error instanceof ApiRequestError && error.status !== null;
        setFailure(
          isRefused
            ? `Failed to connect with ${provider.name}. Please try again.`
            : `An error occurred with ${provider.name} login. Please try again.`,
        );
      },
    });
  };

  return (
    <div className="space-y-2">
      {providers.map((provider) => {
        const isLeaving = leavingFor === provider.id;
        return (
          <Button
            key={provider.id}
            variant="secondary"
            className="w-full"
            disabled={leavingFor !== null}
            aria-busy={isLeaving || undefined}
            onClick={() => start(provider)}
          >
            {isLeaving ? (
              <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
            ) : (
              <ProviderIcon id={provider.id} />
            )}
            Continue with {provider.name}
          </Button>
        );
      })}
      {failure && <InlineAlert>{failure}</InlineAlert>}
    </div>
  );
}
