import type { PublicProfile, ScriptListItem } from "@twl/contract";

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

export function makeProfileScript(overrides: Partial<ScriptListItem> = {}): ScriptListItem {
  const author = { id: "user-1", name: "Ada Lovelace" };
  return {
    id: "script-1",
    title: "Night Shift",
    logline: "A night nurse discovers her patients are dreaming the same dream.",
    genre: "drama",
    genres: [
      { genre: { name: "Drama", slug: "drama" } },
      { genre: { name: "Thriller", slug: "thriller" } },
    ],
    coverImageS3Key: null,
    coverUrl: null,
    imageUrl: null,
    isPublic: true,
    receivedClout: 42,
    views: 1234,
    reviews: [],
    reviewCount: 0,
    pageCount: 112,
    createdAt: "2025-01-05T10:00:00.000Z",
    updatedAt: "2025-02-10T10:00:00.000Z",
    userId: author.id,
    authorId: author.id,
    authorName: author.name,
    author,
    user: { ...author, avatar: null, isDummy: false },
    coverage: null,
    ...overrides,
  };
}
