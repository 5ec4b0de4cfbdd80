import { describe, expect, it } from "vitest";

import { formatBytes, STORAGE_QUOTA_BYTES_BY_TIER, type StorageUsage } from "@twl/contract";

import { storageSummary } from "./storage-meter.tsx";

const usage = (usedBytes: number): StorageUsage => ({
  tier: "free",
  usedBytes,
  quotaBytes: STORAGE_QUOTA_BYTES_BY_TIER.free,
  maxVersionsPerScript: 25,
  maxCoversPerScript: 10,
  uploadsPerMinute: 12,
});

describe("storage meter", () => {
  it("says what is used of what, and warns from 90% on", () => {
    expect(storageSummary(usage(8410))).toMatchObject({ text: "8.2 KB of 100 MB used", isNearlyFull: false });
    const nearly = storageSummary(usage(90 * 1024 * 1024));
    expect(nearly).toMatchObject({ percent: 90, isNearlyFull: true, text: "90 MB of 100 MB used" });
    expect(storageSummary(usage(120 * 1024 * 1024)).percent).toBe(100);
  });

  it("formats bytes in binary units", () => {
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(1023)).toBe("1023 bytes");
    expect(formatBytes(9.9 * 1024 * 1024)).toBe("9.9 MB");
    expect(formatBytes(5 * 1024 ** 3)).toBe("5 GB");
  });
});
