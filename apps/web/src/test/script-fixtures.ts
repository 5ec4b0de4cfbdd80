import type { DashboardScript, MyScriptsResponse, ScriptDetail, ScriptListItem } from "@twl/contract";

const AUTHOR = { id: "user-1", name: "Ada Lovelace", avatarUrl: null, isDummy: false };

type LegacyAuthorFields = Pick<ScriptListItem, "userId" | "authorId" | "authorName" | "user">;

/** The spec's legacy author copies, derived from `author` as the server does; explicit overrides still win. */
function withLegacyAuthor<T extends Pick<ScriptListItem, "author">>(
  script: T,
  overrides: Partial<LegacyAuthorFields>,
): T & LegacyAuthorFields {
  const { author } = script;
  return {
    ...script,
    userId: author.id,
    authorId: author.id,
    authorName: author.name,
    user: { id: author.id, name: author.name, avatar: author.avatarUrl, isDummy: author.isDummy },
    ...overrides,
  };
}

/** A public script as lists show it, written by Ada Lovelace. */
export function makeScriptListItem(overrides: Partial<ScriptListItem> = {}): ScriptListItem {
  const item = {
    id: "script-1",
    title: "Night Shift",
    logline: "A night nurse discovers her patients are dreaming the same dream.",
    genre: "drama",
    genres: [{ genre: { name: "Drama", slug: "drama" } }, { genre: { name: "Thriller", slug: "thriller" } }],
    coverUrl: null,
    imageUrl: null,
    hasFile: true,
    isPublic: true,
    receivedClout: 42,
    views: 1234,
    reviews: [],
    reviewCount: 0,
    pageCount: 112,
    createdAt: "2025-01-05T10:00:00.000Z",
    updatedAt: "2025-02-10T10:00:00.000Z",
    author: AUTHOR,
    coverage: null,
    ...overrides,
  };
  return withLegacyAuthor(item, overrides);
}

/** A script as GET /api/scripts/{id} returns it: public, with a PDF, owned by someone else. */
export function makeScriptDetail(overrides: Partial<ScriptDetail> = {}): ScriptDetail {
  const detail: ScriptDetail = {
    ...makeScriptListItem(),
    screenplayType: "movie",
    fileType: "pdf",
    activeVersion: 1,
    versionCount: 1,
    activeCoverVersion: null,
    coverImageUrl: null,
    isOwner: false,
    canEdit: false,
    mayCompare: false,
    ...overrides,
  };
  return withLegacyAuthor(detail, overrides);
}

/** The same script as its owner sees it. */
export function makeOwnScript(overrides: Partial<ScriptDetail> = {}): ScriptDetail {
  return makeScriptDetail({ isOwner: true, canEdit: true, mayCompare: true, ...overrides });
}

export function makeReview(rating: number, id = `review-${rating}-${Math.random()}`) {
  return {
    id,
    userId: "reader-1",
    rating,
    comment: "Sharp dialogue, slow second act.",
    createdAt: "2025-03-01T10:00:00.000Z",
    user: { id: "reader-1", name: "Grace Hopper", clout: 10, receivedClout: 5 },
  };
}

export function makeDashboardScript(overrides: Partial<DashboardScript> = {}): DashboardScript {
  const {
    fileType: _fileType,
    activeVersion: _a,
    versionCount: _v,
    activeCoverVersion: _c,
    coverImageUrl: _u,
    isOwner: _o,
    canEdit: _e,
    mayCompare: _m,
    ...item
  } = makeOwnScript();
  const row: DashboardScript = {
    ...item,
    uploadDate: item.createdAt,
    displayStatus: item.hasFile ? "completed" : "pending",
    score: null,
    ...overrides,
  };
  return withLegacyAuthor(row, overrides);
}

export function makeMyScripts(
  scripts: DashboardScript[],
  overrides: Partial<MyScriptsResponse> = {},
): MyScriptsResponse {
  return {
    success: true,
    scripts,
    pagination: { page: 1, limit: 20, total: scripts.length, pages: 1 },
    stats: {
      totalScripts: scripts.length,
      publicScripts: 1,
      totalViews: 4321,
      totalClout: 99,
      totalPages: 250,
    },
    ...overrides,
  };
}

export const UPLOAD_GENRES = [
  { slug: "action", name: "Action", isUploadGenre: true, isFilterGenre: true },
  { slug: "comedy", name: "Comedy", isUploadGenre: true, isFilterGenre: true },
  { slug: "drama", name: "Drama", isUploadGenre: true, isFilterGenre: true },
  { slug: "horror", name: "Horror", isUploadGenre: true, isFilterGenre: true },
  { slug: "thriller", name: "Thriller", isUploadGenre: true, isFilterGenre: true },
  { slug: "sci-fi", name: "Sci-Fi", isUploadGenre: false, isFilterGenre: true },
];

export const GENRES_RESPONSE = { success: true, genres: UPLOAD_GENRES };

/** A File of `name` whose reported size can be faked (no need to allocate megabytes). */
export function makeFile(name: string, type: string, size?: number): File {
  const file = new File(["%PDF-1.7 test"], name, { type });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
}
