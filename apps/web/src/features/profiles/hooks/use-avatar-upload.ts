import { useState } from "react";
import { toast } from "sonner";

import { AVATAR_UPLOAD_FAILED_MESSAGE } from "@twl/contract";

import { errorMessageOf } from "../../../lib/error-message.ts";
import { useUploadAvatar } from "../api/upload-avatar.ts";
import { avatarFileError } from "../lib/avatar-file-error.ts";

export interface AvatarProblem {
  message: string;
  /** The server's reason, when it gave one beyond the headline. */
  detail?: string;
}

/**
 * Own-profile avatar uploads: the spec's checks first, then the upload with progress, a
 * toast either way and 'Failed to upload avatar' when it fails.
 */
export function useAvatarUpload(userId: string, onUploaded?: (avatarUrl: string) => void) {
  const upload = useUploadAvatar();
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const choose = (file: File) => {
    if (upload.isPending) return;
    const error = avatarFileError(file);
    if (error) {
      setProblem({ message: error });
      return;
    }
    setProblem(null);
    setPercent(0);
    upload.mutate(
      { userId, image: file, onProgress: (progress) => setPercent(progress.percent) },
      {
        onSuccess: ({ avatarUrl }) => {
          toast.success("Avatar updated");
          onUploaded?.(avatarUrl);
        },
        onError: (failure) => {
          const reason = errorMessageOf(failure, AVATAR_UPLOAD_FAILED_MESSAGE);
          setProblem({
            message: AVATAR_UPLOAD_FAILED_MESSAGE,
            detail: reason === AVATAR_UPLOAD_FAILED_MESSAGE ? undefined : reason,
          });
          toast.error(AVATAR_UPLOAD_FAILED_MESSAGE);
        },
        onSettled: () => setPercent(null),
      },
    );
  };

  return { choose, problem, isUploading: upload.isPending, percent };
}
