import { UserX } from "lucide-react";
import type { ReactNode } from "react";

import { USER_NOT_FOUND_MESSAGE, type Profile } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { usePublicProfile } from "../api/get-public-profile.ts";
import { ProfileHeader } from "./profile-header.tsx";
import { ProfileScriptsSection } from "./profile-scripts-section.tsx";
import { ProfileSkeleton } from "./profile-skeleton.tsx";
import { ProfileStatCards } from "./profile-stat-cards.tsx";

export interface ProfileViewProps {
  userId: string;
  /** The signed-in user is looking at their own profile: editing, avatar upload, private scripts. */
  isOwn: boolean;
  /** The own profile's clout history panel, composed by the page from the clout feature. */
  renderCloutHistory?: () => ReactNode;
  onProfileSaved?: (profile: Profile) => void;
  onAvatarUploaded?: (avatarUrl: string) => void;
}

function UserNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-20 text-center">
      <UserX aria-hidden="true" className="size-10 text-ink-subtle" />
      <h1 className="font-display-tight text-2xl font-semibold text-ink">{USER_NOT_FOUND_MESSAGE}</h1>
      <p className="max-w-sm text-ink-muted">This writer may have left, or the link is wrong.</p>
      <Button to="/discover" variant="secondary" size="sm">
        Discover scripts
      </Button>
    </div>
  );
}

/**
 * A writer's profile page: header, figures and scripts; on the own profile also the clout
 * history panel beside the scripts. Skeletons while loading, 'User not found' for unknown ids.
 */
export function ProfileView({
  userId,
  isOwn,
  renderCloutHistory,
  onProfileSaved,
  onAvatarUploaded,
}: ProfileViewProps) {
  const profile = usePublicProfile(userId);

  if (profile.isPending) return <ProfileSkeleton isOwn={isOwn} />;
  if (profile.isError) {
    if (profile.error instanceof ApiRequestError && profile.error.status === 404) {
      return (
        <>
          <title>User not found — The White List</title>
          <UserNotFound />
        </>
      );
    }
    return (
      <InlineAlert className="my-10">
        <p>Failed to load profile</p>
        <button
          type="button"
          onClick={() => void profile.refetch()}
          className="mt-1 font-medium underline underline-offset-2"
        >
          Try Again
        </button>
      </InlineAlert>
    );
  }

  const history = isOwn ? renderCloutHistory?.() : null;
  return (
    <div className="space-y-8 sm:space-y-10">
      <title>{`${isOwn ? "Your profile" : profile.data.name} — The White List`}</title>
      <ProfileHeader
        profile={profile.data}
        isOwn={isOwn}
        onProfileSaved={onProfileSaved}
        onAvatarUploaded={onAvatarUploaded}
      />
      <ProfileStatCards profile={profile.data} isOwn={isOwn} />
      {history ? (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <ProfileScriptsSection userId={userId} isOwn={isOwn} />
          <aside aria-label="Clout history">{history}</aside>
        </div>
      ) : (
        <ProfileScriptsSection userId={userId} isOwn={isOwn} />
      )}
    </div>
  );
}
