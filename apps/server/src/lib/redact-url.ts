/**
 * What a log line may say about a URL (issue 28, finding 9): the path and the names of its query
 * parameters, never a credential. Values of parameters that carry one (tokens, one-time codes,
 * signatures and their expiry, OAuth state, S3 presign fields) become `[redacted]`; so do path
 * segments that look like a token, and everything after `/api/files/` (a signed file link names a
 * private file). Works on a path with a query or a full URL, and never throws.
 */
export const REDACTED = "[redacted]";

/** Query parameter names whose values are secrets or halves of one. */
const SECRET_PARAM =
  /^(code|state|nonce|sig|signature|expires|key|hash|otp|session|secret|password)$|token|signature|secret|password|credential|^x-amz-/i;
/** A path segment that is a token rather than a name: long and random-looking (UUIDs stay readable). */
const TOKEN_SEGMENT = /^[A-Za-z0-9_.~%-]{24,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Paths whose remainder is the name of a stored file, served only through a signed link. */
const FILE_PATH_PREFIXES = ["/api/files/"];

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

function redactPath(path: string): string {
  for (const prefix of FILE_PATH_PREFIXES) {
    const at = path.indexOf(prefix);
    if (at >= 0) return `${path.slice(0, at + prefix.length)}${REDACTED}`;
  }
  return path
    .split("/")
    .map((segment) => (TOKEN_SEGMENT.test(segment) && !UUID.test(segment) ? REDACTED : segment))
    .join("/");
}

function redactQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      return SECRET_PARAM.test(decodeName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
}

/** The URL as it may be logged. */
export function redactUrl(url: string): string {
  if (typeof url !== "string") return "";
  const hashAt = url.indexOf("#");
  const withoutHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = withoutHash.indexOf("?");
  const base = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const schemeEnd = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(base)?.[0] ?? "";
  const path = redactPath(base.slice(schemeEnd.length));
  const query = queryAt >= 0 ? `?${redactQuery(withoutHash.slice(queryAt + 1))}` : "";
  return `${schemeEnd}${path}${query}`;
}
