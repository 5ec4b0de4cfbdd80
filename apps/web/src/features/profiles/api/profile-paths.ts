/** API addresses of a public profile, kept apart from the calls so the route table can name them without the calls' schemas. */
export const publicProfileApiPath = (userId: string) => `/api/public/users/${encodeURIComponent(userId)}`;
export const profileScriptsApiPath = (userId: string) => `${publicProfileApiPath(userId)}/scripts`;
