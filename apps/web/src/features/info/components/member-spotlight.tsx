import { Link } from "react-router";

import { Avatar } from "../../../components/ui/avatar.tsx";
import { cardClass } from "../../../components/ui/card.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { useSetSpotlightOptIn, useSpotlight, useSpotlightOptIn } from "../api/spotlight.ts";

/** Member spotlight: real members who opted in; signed-in members switch their own choice here. */
export function MemberSpotlight({ userId, onSignIn }: { userId: string | undefined; onSignIn: () => void }) {
  const members = useSpotlight();
  const optIn = useSpotlightOptIn(userId);
  const setOptIn = useSetSpotlightOptIn(userId);

  return (
    <section aria-labelledby="spotlight-heading">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="spotlight-heading" className="font-display-tight text-3xl font-semibold text-ink">
            Member spotlight
          </h2>
          <p className="mt-2 text-ink-muted">Writers who asked to be featured, most solid clout first.</p>
        </div>
        {userId ? (
          <Switch
            label="Feature me in the spotlight"
            description="Shows your name, avatar, bio and public script count here."
            checked={optIn.data ?? false}
            disabled={optIn.isPending || setOptIn.isPending}
            onChange={(checked) => setOptIn.mutate(checked)}
          />
        ) : (
          <button
            type="button"
            onClick={onSignIn}
            className="self-start text-sm font-medium text-accent-ink underline-offset-2 hover:underline"
          >
            Sign in to be featured
          </button>
        )}
      </div>
      {setOptIn.isError && (
        <InlineAlert className="mt-4">Failed to update your spotlight setting. Please try again.</InlineAlert>
      )}
      {members.isPending ? (
        <ul aria-label="Loading members" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="h-28 rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : members.isError ? (
        <InlineAlert className="mt-6">Failed to load the member spotlight.</InlineAlert>
      ) : members.data.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">
          No members in the spotlight yet.{" "}
          {userId ? "Switch on the setting above to be the first." : "Sign in and opt in to be the first."}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {members.data.map((m) => (
            <li key={m.id}>
              <Link
                to={`/profile/${m.id}`}
                className={cardClass({
                  className: "flex h-full gap-4 p-5 transition-colors hover:border-ink-subtle",
                })}
              >
                <Avatar name={m.name} src={m.avatar} className="size-12" />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-ink">{m.name}</p>
                  <p className="text-xs text-ink-subtle">
                    {m.receivedClout.toLocaleString("en-US")} solid clout · {m.publicScripts} public{" "}
                    {m.publicScripts === 1 ? "script" : "scripts"}
                  </p>
                  {m.bio && <p className="mt-2 line-clamp-2 text-sm text-ink-muted">{m.bio}</p>}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
