import type { AppContext } from "../../context.ts";

/** The stored file of a script version, read whole (scripts are a few hundred KiB). */
export async function readVersionBytes(
  ctx: AppContext,
  s3Key: string,
  versionId: string,
): Promise<Uint8Array> {
  const object = await ctx.store.get(s3Key);
  if (!object) throw new Error(`File of version ${versionId} is missing`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
