/** Printable ASCII only: a listed address never matches a look-alike that only folds to it (e.g. the Kelvin sign K). */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/** ASCII-only lower case: `toLowerCase` would fold some non-ASCII letters onto ASCII ones. */
function asciiLower(value: string): string {
  return value.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/**
 * Whether a verified address is one of ADMIN_EMAILS (already lower-cased). The comparison ignores
 * ASCII case only, as mail domains do; the unique index on lower(email) means no second account can
 * hold another casing of a listed address, and an address with any non-ASCII character never matches.
 */
export function isAdminEmail(email: string, adminEmails: readonly string[]): boolean {
  if (!PRINTABLE_ASCII.test(email)) return false;
  return adminEmails.includes(asciiLower(email));
}
