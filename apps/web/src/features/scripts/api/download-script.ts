import { isApiError } from "@twl/contract";

import { ApiRequestError, parseJson } from "../../../lib/api-client.ts";
import { bearerOf, getToken } from "../../../lib/auth-token.ts";

/**
 * GET /api/scripts/{id}/download: the owner's clean original (any version), or for other readers
 * the active version stamped with their name and the date, counted in the author's reading log.
 * Saved through a blob link, since the bearer token cannot ride on a plain <a href>.
 */
export async function downloadScript(
  id: string,
  version: number | null,
  readId: string | null,
): Promise<void> {
  const query = new URLSearchParams();
  if (version !== null) query.set("version", String(version));
  if (readId) query.set("read", readId);
  const authorization = bearerOf(getToken());
  const res = await fetch(`/api/scripts/${encodeURIComponent(id)}/download?${query}`, {
    headers: authorization ? { authorization } : {},
  });
  if (!res.ok) {
    const body = parseJson(await res.text());
    throw new ApiRequestError(isApiError(body) ? body.error : "Download failed", res.status, { body });
  }
  const name = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get("content-disposition") ?? "")?.[1];
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name ? decodeURIComponent(name) : "script.pdf";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
