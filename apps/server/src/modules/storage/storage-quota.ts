import {
  COVER_CAP_MESSAGE,
  MAX_COVERS_PER_SCRIPT,
  MAX_VERSIONS_PER_SCRIPT,
  STORAGE_FULL_MESSAGE,
  storageQuotaMessage,
  storageQuotaOf,
  USER_NOT_FOUND_MESSAGE,
  VERSION_CAP_MESSAGE,
} from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  countCovers,
  countVersions,
  lockStorageOwner,
  readStorageOwner,
  storageUsedBytes,
} from "./storage.repo.ts";

/** What an upload is about to keep, and for whom. */
export interface StorageClaim {
  /** Whose quota pays: the script's owner (also when an admin uploads for a dummy author). */
  ownerId: string;
  /** The script the file belongs to, for the per-script caps; absent for avatars and new scripts. */
  scriptId?: string;
  /** A version or a cover adds one to its script's count (checked against the cap). */
  kind?: "version" | "cover";
  addBytes: number;
  /** The write replaces the owner's avatar, whose bytes are freed by it. */
  replacesAvatar?: boolean;
}

interface Owner {
  tier: string;
  avatarBytes: number;
}

async function assertFits(db: Db, claim: StorageClaim, owner: Owner): Promise<void> {
  if (claim.scriptId && claim.kind === "version") {
    if ((await countVersions(db, claim.scriptId)) >= MAX_VERSIONS_PER_SCRIPT)
      throw new AppError("CONFLICT", VERSION_CAP_MESSAGE);
  }
  if (claim.scriptId && claim.kind === "cover") {
    if ((await countCovers(db, claim.scriptId)) >= MAX_COVERS_PER_SCRIPT)
      throw new AppError("CONFLICT", COVER_CAP_MESSAGE);
  }
  const quotaBytes = storageQuotaOf(owner.tier);
  const freedBytes = claim.replacesAvatar ? owner.avatarBytes : 0;
  const usedBytes = (await storageUsedBytes(db, claim.ownerId)) - freedBytes;
  if (usedBytes + claim.addBytes <= quotaBytes) return;
  throw new AppError(
    "PAYLOAD_TOO_LARGE",
    claim.addBytes === 0 || usedBytes >= quotaBytes
      ? STORAGE_FULL_MESSAGE
      : storageQuotaMessage({ usedBytes, quotaBytes, addBytes: claim.addBytes }),
  );
}

/**
 * A quick refusal before the expensive work (inspecting a script, decoding an image, calling an image
 * model). It takes no lock, so it can let through what `reserveStorage` then refuses, never the reverse.
 */
export async function precheckStorage(db: Db, claim: StorageClaim): Promise<void> {
  const owner = await readStorageOwner(db, claim.ownerId);
  if (!owner) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
  await assertFits(db, claim, owner);
}

/**
 * The authoritative check, inside the transaction that inserts the row keeping the bytes: it locks the
 * owner's users row first, so two parallel uploads are checked one after the other and the second
 * sees the first's row (each statement reads the latest committed data under READ COMMITTED).
 */
export async function reserveStorage(tx: Db, claim: StorageClaim): Promise<void> {
  const owner = await lockStorageOwner(tx, claim.ownerId);
  if (!owner) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
  await assertFits(tx, claim, owner);
}
