import { randomBytes } from "node:crypto";

/** Storage keys are generated here, never from a client's file name. A random part keeps replaced files uncacheable. */
const nonce = () => randomBytes(6).toString("hex");

export const scriptFileKey = (scriptId: string, fileType: string) =>
  `scripts/${scriptId}/files/${nonce()}${nonce()}.${fileType}`;

export function coverKeys(scriptId: string, version: number) {
  const base = `scripts/${scriptId}/covers/v${version}-${nonce()}`;
  return { card: `${base}-card.webp`, detail: `${base}-detail.webp` };
}

/** The card rendition next to a detail key (both are stored for every cover version). */
export const cardKeyOf = (detailKey: string) => detailKey.replace(/-detail\.webp$/, "-card.webp");

/** A client's file name, kept only as the download name: no paths, control characters or odd lengths. */
export function cleanFileName(name: string | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKC")
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 200);
  return cleaned || null;
}
