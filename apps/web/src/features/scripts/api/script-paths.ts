/** API addresses of one script, kept apart from the calls so the route table can name them without the calls' schemas. */
export const scriptApiPath = (id: string) => `/api/scripts/${encodeURIComponent(id)}`;
