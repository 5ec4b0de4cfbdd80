import type { DiscoverScript, ScriptsListResponse } from "@twl/contract";

const AUTHOR = { id: "author-1", name: "Nora Ephron", avatarUrl: null, isDummy: false };

/** The spec's legacy author copies, derived from `author` as the server does. */
const legacyOf = (author: DiscoverScript["author"]) => ({
  userId: author.id,
  authorId: author.id,
  authorName: author.name,
  user: { id: author.id, name: author.name, avatar: author.avatarUrl, isDummy: author.isDummy },
});

/** A public script as the discovery lists return it. */
export function makeDiscoverScript(overrides: Partial<DiscoverScript> = {}): DiscoverScript {
  const script: DiscoverScript = {
    id: "script-1",
    title: "Night Shift",
    logline: "A night nurse discovers her patients are dreaming the same dream.",
    genre: "Drama",
    genres: [{ genre: { name: "Drama", slug: "drama" } }, { genre: { name: "Thriller", slug: "thriller" } }],
    coverUrl: null,
    imageUrl: null,
    hasFile: true,
    isPublic: true,
    receivedClout: 0,
    views: 12,
    reviews: [],
    reviewCount: 3,
    pageCount: 104,
    createdAt: "2025-01-05T10:00:00.000Z",
    updatedAt: "2025-01-06T10:00:00.000Z",
    author: AUTHOR,
    ...legacyOf(AUTHOR),
    coverage: null,
    screenplayType: "movie",
    isContestWinner: false,
    isStaffPick: false,
    ...overrides,
  };
  // An overridden author carries its legacy copies along; explicit overrides still win.
  return { ...script, ...legacyOf(script.author), ...overrides };
}

/** `count` scripts named "Script 1".."Script n" with ids s-1..s-n. */
export function makeScripts(count: number, prefix = "Script"): DiscoverScript[] {
  return Array.from({ length: count }, (_, index) =>
    makeDiscoverScript({ id: `s-${index + 1}`, title: `${prefix} ${index + 1}` }),
  );
}

export function listResponse(
  scripts: DiscoverScript[],
  pagination: Partial<ScriptsListResponse["pagination"]> = {},
): ScriptsListResponse {
  return {
    success: true,
    scripts,
    pagination: { page: 1, limit: 12, total: scripts.length, pages: 1, ...pagination },
  };
}

/** The query of every call to `path` made through the mocked fetch, in order. */
export function queriesTo(fetchMock: { mock: { calls: unknown[][] } }, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
