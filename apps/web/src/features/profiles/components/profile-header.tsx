import { Pencil } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";

import {
  EMPTY_BIO_TEXT,
  PROFILE_UPDATE_FAILED_MESSAGE,
  type Profile,
  type PublicProfile,
} from "@twl/contract";

import { Avatar } from "../../../components/ui/avatar.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { useAvatarUpload } from "../hooks/use-avatar-upload.ts";
import { AvatarPicker } from "./avatar-picker.tsx";
import { ProfileEditForm } from "./profile-edit-form.tsx";

export interface ProfileHeaderProps {
  profile: PublicProfile;
  isOwn: boolean;
  /** After a save: the page may refresh what else shows the user (the header's name). */
  onProfileSaved?: (profile: Profile) => void;
  onAvatarUploaded?: (avatarUrl: string) => void;
}

interface SaveProblem {
  message: string;
  detail?: string;
}

/** Avatar, name and bio; on the own profile the avatar uploads and Edit opens Save / Cancel. */
export function ProfileHeader({ profile, isOwn, onProfileSaved, onAvatarUploaded }: ProfileHeaderProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [saveProblem, setSaveProblem] = useState<SaveProblem | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const update = useUpdateProfile();
  const avatar = useAvatarUpload(profile.id, onAvatarUploaded);

  const closeEditor = () => {
    setIsEditing(false);
    setSaveProblem(null);
    // Back to the button that opened the editor, once it is rendered again.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = (changes: { name: string; bio: string | null }) => {
    setSaveProblem(null);
    update.mutate(changes, {
      onSuccess: (saved) => {
        toast.success("Profile updated");
        onProfileSaved?.(saved);
        closeEditor();
      },
      onError: (failure) => {
        const reason = errorMessageOf(failure, PROFILE_UPDATE_FAILED_MESSAGE);
        setSaveProblem({
          message: PROFILE_UPDATE_FAILED_MESSAGE,
          detail: reason === PROFILE_UPDATE_FAILED_MESSAGE ? undefined : reason,
        });
        toast.error(PROFILE_UPDATE_FAILED_MESSAGE);
      },
    });
  };

  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-start sm:gap-7">
      {isOwn ? (
        <AvatarPicker
          name={profile.name}
          src={profile.avatar}
          isUploading={avatar.isUploading}
          percent={avatar.percent}
          onChoose={avatar.choose}
        />
      ) : (
        <Avatar name={profile.name} src={profile.avatar} className="size-24 text-2xl sm:size-28" />
      )}

      <div className="min-w-0 flex-1 space-y-3">
        {avatar.problem && (
          <InlineAlert>
            <p>{avatar.problem.message}</p>
            {avatar.problem.detail && <p className="mt-0.5 opacity-80">{avatar.problem.detail}</p>}
          </InlineAlert>
        )}
        {isOwn && isEditing ? (
          <>
            <h1 className="sr-only">{profile.name}</h1>
            {saveProblem && (
              <InlineAlert>
                <p>{saveProblem.message}</p>
                {saveProblem.detail && <p className="mt-0.5 opacity-80">{saveProblem.detail}</p>}
              </InlineAlert>
            )}
            <ProfileEditForm
              initialName={profile.name}
              initialBio={profile.bio ?? ""}
              isSaving={update.isPending}
              onSave={save}
              onCancel={closeEditor}
            />
          </>
        ) : (
          <>
            <h1 className="font-display-tight text-3xl font-semibold break-words text-ink sm:text-4xl">
              {profile.name}
            </h1>
            <p
              className={
                profile.bio
                  ? "max-w-2xl whitespace-pre-line break-words text-ink-muted"
                  : "text-ink-subtle italic"
              }
            >
              {profile.bio ?? EMPTY_BIO_TEXT}
            </p>
            {isOwn && (
              <button
                ref={editButton}
                type="button"
                onClick={() => setIsEditing(true)}
                className={buttonClasses({ variant: "secondary", size: "sm" })}
              >
                <Pencil aria-hidden="true" /> Edit profile
              </button>
            )}
          </>
        )}
      </div>
    </header>
  );
}
