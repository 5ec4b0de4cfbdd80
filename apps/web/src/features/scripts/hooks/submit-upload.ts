import type { ScriptDetail } from "@twl/contract";

import { errorMessageOf } from "../../../lib/error-message.ts";
import type { UploadProgress } from "../../../lib/upload-with-progress.ts";
import { attachScriptFile } from "../api/attach-script-file.ts";
import { updateScript } from "../api/update-script.ts";
import { uploadCover } from "../api/upload-cover.ts";
import { uploadScript, type ScriptMetadata } from "../api/upload-script.ts";
import type { ScriptTarget } from "../lib/script-target.ts";

export interface SubmitUploadInput {
  file: File;
  metadata: ScriptMetadata;
  /** A manually chosen cover, uploaded after the script. */
  cover: File | null;
  /** The draft created for a generated poster, if any: it is filled in instead of a new upload. */
  draftId?: string | null;
  onProgress: (progress: UploadProgress) => void;
  /** Called when the script is stored and the cover (if any) is about to go up. */
  onCoverStart?: () => void;
}

export interface SubmitUploadResult {
  script: ScriptDetail;
  /** 'Script uploaded but cover image failed: {reason}' when only the cover failed. */
  coverWarning: string | null;
}

/** A failure with the text the upload form shows. */
export class UploadError extends Error {
  override name = "UploadError";
}

async function step<T>(run: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new UploadError(errorMessageOf(error, fallback), { cause: error });
  }
}

/**
 * The upload flow: with a draft (a poster was generated first), update its metadata and
 * attach the file; otherwise upload everything in one request. A chosen cover goes up afterwards,
 * and its failure does not undo the script.
 */
export async function submitUpload({
  file,
  metadata,
  cover,
  draftId,
  onProgress,
  onCoverStart,
}: SubmitUploadInput): Promise<SubmitUploadResult> {
  let script: ScriptDetail;
  if (draftId) {
    const target: ScriptTarget = { id: draftId, authorId: "", isAdminActing: false };
    const changes = { ...metadata, genre: metadata.genres[0], logline: metadata.logline || null };
    await step(() => updateScript({ target, changes }), "Failed to update script metadata");
    script = await step(
      () => attachScriptFile({ target, file, onProgress }),
      "Failed to upload file to existing script",
    );
  } else {
    script = await step(() => uploadScript({ ...metadata, file, onProgress }), "Failed to upload script");
  }

  let coverWarning: string | null = null;
  if (cover) {
    onCoverStart?.();
    try {
      const result = await uploadCover({
        target: { id: script.id, authorId: script.author.id, isAdminActing: false },
        image: cover,
      });
      script = result.script;
    } catch (error) {
      coverWarning = `Script uploaded but cover image failed: ${errorMessageOf(error, "Failed to upload cover image")}`;
    }
  }
  return { script, coverWarning };
}
