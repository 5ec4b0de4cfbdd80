const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1"]);

/** True on a developer's machine: configuration hints are shown and sign-in failures do not auto-redirect. */
export function isLocalHost(hostname: string = window.location.hostname): boolean {
  return LOCAL_HOSTNAMES.has(hostname);
}
