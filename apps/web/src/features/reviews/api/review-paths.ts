/** API address of a script's reviews, kept apart from the call so the route table can name it without the call's schema. */
export const scriptReviewsApiPath = (scriptId: string) =>
  `/api/scripts/${encodeURIComponent(scriptId)}/reviews`;
