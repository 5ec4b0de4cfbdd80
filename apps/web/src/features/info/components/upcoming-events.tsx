import { CalendarDays, Check } from "lucide-react";
import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { COMMUNITY_EVENTS, type CommunityEvent } from "../lib/community-events.ts";
import { PromoBadge } from "./page-hero.tsx";

/** Upcoming events with Register buttons; a click is recorded. */
export function UpcomingEvents({ onRegister }: { onRegister: (event: CommunityEvent) => void }) {
  const [registered, setRegistered] = useState<Set<string>>(() => new Set());
  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading" className="font-display-tight text-3xl font-semibold text-ink">
        Upcoming events
        <PromoBadge label="Promotional · sample schedule" />
      </h2>
      <p className="mt-2 text-ink-muted">
        A sample of the sessions we run. Registering records your interest; details are posted on the blog
        before each session.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {COMMUNITY_EVENTS.map((event) => {
          const isRegistered = registered.has(event.id);
          return (
            <Card as="li" key={event.id} className="flex flex-col p-5">
              <p className="inline-flex items-center gap-2 text-xs font-medium text-ink-subtle">
                <CalendarDays aria-hidden="true" className="size-4" /> {event.when}
              </p>
              <h3 className="mt-2 font-semibold text-ink">{event.title}</h3>
              <p className="mt-1 text-xs tracking-wide text-accent-ink uppercase">{event.format}</p>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{event.description}</p>
              <Button
                variant={isRegistered ? "secondary" : "primary"}
                size="sm"
                className="mt-4 self-start"
                disabled={isRegistered}
                aria-label={isRegistered ? `Registered for ${event.title}` : `Register for ${event.title}`}
                onClick={() => {
                  setRegistered((prev) => new Set(prev).add(event.id));
                  onRegister(event);
                }}
              >
                {isRegistered ? (
                  <>
                    <Check aria-hidden="true" /> Interest noted
                  </>
                ) : (
                  "Register"
                )}
              </Button>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
