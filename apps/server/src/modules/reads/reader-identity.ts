import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";

import type { DeviceClass } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { readingSettings } from "../../db/schema.ts";
import { viewerNetwork } from "../../lib/client-network.ts";

/** The device class from the User-Agent: only a coarse class is kept, never the string itself. */
export function deviceClassOf(userAgent: string | undefined): DeviceClass {
  const ua = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)) return "phone";
  return "desktop";
}

export async function findReadingSettings(db: Db, userId: string) {
  const [row] = await db.select().from(readingSettings).where(eq(readingSettings.userId, userId)).limit(1);
  return { readPrivately: row?.readPrivately ?? false, notifyReads: row?.notifyReads ?? false };
}

/**
 * Who a read is logged as. A signed-in reader who does not read privately is named; visitors and
 * private readers get only a key hashed from their network and the UTC day (the address itself is
 * never stored), so they are counted once a day and never identified.
 */
export async function readerIdentity(
  db: Db,
  input: { userId?: string; ip: string; now?: Date },
): Promise<{ readerId: string | null; readerKey: string }> {
  if (input.userId && !(await findReadingSettings(db, input.userId)).readPrivately)
    return { readerId: input.userId, readerKey: `u:${input.userId}` };
  const day = (input.now ?? new Date()).toISOString().slice(0, 10);
  const hash = createHash("sha256")
    .update(`read\n${day}\n${viewerNetwork(input.ip)}`)
    .digest("hex")
    .slice(0, 32);
  return { readerId: null, readerKey: `a:${hash}` };
}
