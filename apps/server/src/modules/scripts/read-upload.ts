import type { FastifyRequest } from "fastify";

import { AppError } from "../../lib/app-error.ts";
import { NUL_CHARACTER_MESSAGE } from "../../plugins/input-safety.ts";
import { assertUploadRate } from "../storage/upload-rate.ts";

export interface Upload {
  fields: Record<string, string>;
  file: { buffer: Buffer; fileName: string; mimeType: string; fieldName: string } | undefined;
}

/**
 * Reads a multipart request: text fields, and at most one file, buffered while the byte limit is
 * enforced on the stream (a bigger file is cut off and answered with 413, never stored). Every upload
 * route reads through here, so the signed-in uploader's per-user upload rate is counted here first.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { maxBytes: number; tooLargeMessage: string; fileFields: string[] },
): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError("BAD_REQUEST", "Expected a multipart/form-data upload");
  if (request.user) await assertUploadRate(request.server.ctx, request.user.id);
  const fields: Record<string, string> = {};
  let file: Upload["file"];
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 20, fieldSize: 10_000 },
    })) {
      if (part.type === "field") {
        if (typeof part.value === "string") {
          if (part.value.includes("\u0000") || part.fieldname.includes("\u0000"))
            throw new AppError("BAD_REQUEST", NUL_CHARACTER_MESSAGE);
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new AppError("BAD_REQUEST", `Unexpected file field "${part.fieldname}"`);
      }
      const buffer = await part.toBuffer();
      file = { buffer, fileName: part.filename, mimeType: part.mimetype, fieldName: part.fieldname };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("PAYLOAD_TOO_LARGE", options.tooLargeMessage);
    if (code === "FST_FILES_LIMIT") throw new AppError("BAD_REQUEST", "Send one file at a time");
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE")
      throw new AppError("BAD_REQUEST", "Expected a multipart/form-data upload");
    throw new AppError("BAD_REQUEST", "The upload could not be read. Please try again.");
  }
  return { fields, file };
}
