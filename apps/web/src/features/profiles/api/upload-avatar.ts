import { useMutation, useQueryClient } from "@tanstack/react-query";

import { avatarUploadResponseSchema, type AvatarUploadResponse, type PublicProfile } from "@twl/contract";

import { uploadWithProgress, type UploadProgress } from "../../../lib/upload-with-progress.ts";
import { profileKeys } from "./profile-keys.ts";

export interface AvatarUpload {
  userId: string;
  image: File;
  onProgress?: (progress: UploadProgress) => void;
}

/** POST /api/protected/profile/avatar multipart `avatar` (bearer), with upload progress. */
export function uploadAvatar({ image, onProgress }: AvatarUpload): Promise<AvatarUploadResponse> {
  const form = new FormData();
  form.append("avatar", image, image.name);
  return uploadWithProgress("/api/protected/profile/avatar", {
    body: form,
    schema: avatarUploadResponseSchema,
    onProgress,
  });
}

/** Uploads a new avatar and shows it on the profile at once (the versioned URL skips any cached copy). */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatarUrl }, { userId }) => {
      queryClient.setQueryData<PublicProfile>(profileKeys.detail(userId), (current) =>
        current ? { ...current, avatar: avatarUrl } : current,
      );
    },
  });
}
