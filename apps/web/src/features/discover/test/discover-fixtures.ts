import type { DiscoverScript, ScriptsListResponse } from "@twl/contract";

const AUTHOR = { id: "author-1", name: "Nora Ephron", avatar: null, isDummy: false };

/** A public script as the discovery lists return it. */
export function makeDiscoverScript(overrides: Partial<DiscoverScript> = {}): DiscoverScript {
  return {
    id: "script-1",
    title: "Night Shift",
    logline: "A night nurse discovers her patients are dreaming the same dream.",
    genre: "Drama",
    genres: [
      { genre: { name: "Drama", slug: "drama" } },
      { genre: { name: "Thriller", slug: "thriller" } },
    ],
    coverImageS3Key: null,
    coverUrl: null,
    imageUrl: null,
    isPublic: true,
    receivedClout: 0,
    views: 12,
    reviews: [],
    reviewCount: 3,
    pageCount: 104,
    createdAt: "2025-01-05T10:00:00.000Z",
    updatedAt: "2025-01-06T10:00:00.000Z",
    userId: AUTHOR.id,
    authorId: AUTHOR.id,
    authorName: AUTHOR.name,
    author: { id: AUTHOR.id, name: AUTHOR.name },
    user: AUTHOR,
    coverage: null,
    screenplayType: "movie",
    isContestWinner: false,
    isStaffPick: false,
    ...overrides,
  };
}

/** `count` scripts named "Script 1".."Script n" with ids s-1..s-n. */
export function makeScripts(count: number, prefix = "Script"): DiscoverScript[] {
  return Array.from({ length: count }, (_, index) => makeDiscoverScript({ id: `s-${index + 1}`, title: `${prefix} ${index + 1}` }));
}

export function listResponse(scripts: DiscoverScript[], pagination: Partial<ScriptsListResponse["pagination"]> = {}): ScriptsListResponse {
  return { success: true, scripts, pagination: { page: 1, limit: 12, total: scripts.length, pages: 1, ...pagination } };
}

/** The query of every call to `path` made through the mocked fetch, in order. */
export function queriesTo(fetchMock: { mock: { calls: unknown[][] } }, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
