import { GENERIC_SERVER_ERROR, NETWORK_ERROR } from "@twl/contract";

import { ApiRequestError, parseJson } from "./api-client.ts";
import { bearerOf, getToken } from "./auth-token.ts";

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!);
    } catch {
      /* fall through to the plain name */
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a file the API answers with (a script as Fountain/FDX, a report as PDF/JSON, an export),
 * sending the bearer token, and saves it under the server's file name. Errors are ApiRequestError
 * with the server's message.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const authorization = bearerOf(getToken());
  let response: Response;
  try {
    response = await fetch(path, { headers: authorization ? { authorization } : {} });
  } catch (cause) {
    throw new ApiRequestError(NETWORK_ERROR, null, { cause });
  }
  if (!response.ok) {
    const body = parseJson(await response.text()) as { error?: unknown } | null;
    const message = typeof body?.error === "string" ? body.error : GENERIC_SERVER_ERROR;
    throw new ApiRequestError(message, response.status, { body });
  }
  const name = fileNameOf(response.headers.get("content-disposition"), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  try {
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    a.rel = "noopener";
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
  return name;
}
