import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";

import { CLOUT_HISTORY_DEFAULT_LIMIT, type SessionUser } from "@twl/contract";

import { Container } from "../../components/ui/container.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { DeleteAccountPanel } from "../../features/account-data/components/delete-account-panel.tsx";
import { ExportPanel } from "../../features/account-data/components/export-panel.tsx";
import { ImportZipPanel } from "../../features/account-data/components/import-zip-panel.tsx";
import { ScriptReadersPanel } from "../../features/account-data/components/script-readers-panel.tsx";
import { SESSION_QUERY_KEY } from "../../features/auth/api/get-profile.ts";
import { ChangePasswordForm } from "../../features/auth/components/change-password-form.tsx";
import { useSession } from "../../features/auth/hooks/use-session.ts";
import { CloutHistoryCompact } from "../../features/clout/components/history/clout-history-compact.tsx";
import { monthlyAllowanceOf } from "../../features/clout/lib/monthly-allowance.ts";
import { ProfileView } from "../../features/profiles/components/profile-view.tsx";

/**
 * One profile, composed from the profiles feature with the clout feature's history panel (own
 * profile only). A save or a new avatar updates the session in place, so the header shows it at
 * once (the avatar's new versioned URL bypasses any cached copy of the old one).
 */
function ProfileScreen({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const patchSession = (patch: Partial<SessionUser>) =>
    queryClient.setQueryData<SessionUser>(SESSION_QUERY_KEY, (current) =>
      current ? { ...current, ...patch } : current,
    );

  return (
    <Container className="py-8 sm:py-12">
      <ProfileView
        // Another user's profile starts fresh: no edit state carries over.
        key={userId}
        userId={userId}
        isOwn={isOwn}
        // The own clout panel: the history as /api/clout/history gives it (limit 100) and the allowance.
        renderCloutHistory={
          isOwn
            ? () => (
                <CloutHistoryCompact
                  limit={CLOUT_HISTORY_DEFAULT_LIMIT}
                  monthlyAllowance={monthlyAllowanceOf(user)}
                />
              )
            : undefined
        }
        onProfileSaved={(profile) => patchSession({ name: profile.name, bio: profile.bio })}
        onAvatarUploaded={(avatarUrl) => patchSession({ avatar: avatarUrl })}
      />
      {isOwn && (
        <div className="mt-10 max-w-xl space-y-8">
          <ChangePasswordForm />
          <ExportPanel />
          <ImportZipPanel />
          <ScriptReadersPanel />
          <DeleteAccountPanel />
        </div>
      )}
    </Container>
  );
}

/** /profile, behind RequireAuth: the signed-in user's own profile. */
export function OwnProfilePage() {
  const { user } = useSession();
  if (!user) return <PageSpinner label="Loading your session" />;
  return <ProfileScreen userId={user.id} isOwn />;
}

/** /profile/:userId: anyone's public profile; the signed-in user's own id shows the own view. */
export function UserProfilePage() {
  const { userId = "" } = useParams();
  const { user, status } = useSession();
  // Wait for the session so the owner never sees a flash of the public view.
  if (status === "loading") return <PageSpinner label="Loading profile" />;
  return <ProfileScreen userId={userId} isOwn={user?.id === userId} />;
}
