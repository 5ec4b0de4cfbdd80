import { useMutation, useQueryClient } from "@tanstack/react-query";

import { profileResponseSchema, type Profile, type PublicProfile } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { profileKeys } from "./profile-keys.ts";

export interface ProfileChanges {
  name: string;
  /** Blank clears the bio. */
  bio: string | null;
}

/** PUT /api/protected/profile {name, bio} (bearer): answers with the updated profile. */
export async function updateProfile(changes: ProfileChanges): Promise<Profile> {
  const { profile } = await apiFetch("/api/protected/profile", {
    method: "PUT",
    body: changes,
    schema: profileResponseSchema,
  });
  return profile;
}

/** Saves name and bio and shows them on the profile at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData<PublicProfile>(profileKeys.detail(profile.id), (current) =>
        current
          ? {
              ...current,
              name: profile.name.trim() || current.name,
              bio: profile.bio?.trim() ? profile.bio : null,
            }
          : current,
      );
    },
  });
}
