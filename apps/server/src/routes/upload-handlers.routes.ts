import type { FastifyRequest } from "fastify";

import { MAX_IMAGE_BYTES, MAX_SCRIPT_FILE_BYTES } from "@twl/contract";

import type { AppContext } from "../context.ts";
import { currentUser } from "../modules/identity/authenticate.ts";
import { scriptDetailFor } from "../modules/read-model/script-detail.ts";
import { addScriptVersion } from "../modules/scripts/add-script-version.ts";
import { readUpload } from "../modules/scripts/read-upload.ts";
import { uploadCover } from "../modules/scripts/upload-cover.ts";

export const FILE_TOO_LARGE = "File must be less than 10MB";
export const IMAGE_TOO_LARGE = "Image must be less than 5MB";

/** A new script file version from a multipart request (owner and admin routes share it). */
export async function receiveScriptVersion(ctx: AppContext, request: FastifyRequest, scriptId: string) {
  const upload = await readUpload(request, {
    maxBytes: MAX_SCRIPT_FILE_BYTES,
    tooLargeMessage: FILE_TOO_LARGE,
    fileFields: ["file"],
  });
  const file = upload.file && { buffer: upload.file.buffer, fileName: upload.file.fileName };
  await addScriptVersion(ctx, { scriptId, uploadedBy: currentUser(request).id, file });
  return { success: true as const, script: await scriptDetailFor(ctx, request, scriptId) };
}

/** A new cover version from a multipart request (field `image`; `file` and `cover` are accepted too). */
export async function receiveCover(ctx: AppContext, request: FastifyRequest, scriptId: string) {
  const upload = await readUpload(request, {
    maxBytes: MAX_IMAGE_BYTES,
    tooLargeMessage: IMAGE_TOO_LARGE,
    fileFields: ["image", "file", "cover"],
  });
  const cover = await uploadCover(ctx, {
    scriptId,
    uploadedBy: currentUser(request).id,
    image: upload.file?.buffer,
  });
  return {
    success: true as const,
    cover: {
      version: cover.version,
      createdAt: cover.createdAt.toISOString(),
      isActive: true,
      width: cover.width,
      height: cover.height,
    },
    script: await scriptDetailFor(ctx, request, scriptId),
  };
}
