import type { PublicProfile, ScriptListItem } from "@twl/contract";

import { makeScriptListItem } from "../../../test/script-fixtures.ts";

export function makePublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: "user-1",
    name: "Ada Lovelace",
    bio: null,
    avatar: null,
    createdAt: "2024-05-01T10:00:00.000Z",
    receivedClout: 45,
    isDummy: false,
    scriptCount: 2,
    totalViews: 1300,
    cloutGiven: 12,
    profileViews: null,
    ...overrides,
  };
}

/** A script on a profile: the shared list-item fixture. */
export const makeProfileScript = (overrides: Partial<ScriptListItem> = {}): ScriptListItem =>
  makeScriptListItem(overrides);
