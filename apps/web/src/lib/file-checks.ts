/** Client-side file checks. The server checks content by magic bytes anyway. */

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];
const IMAGE_EXTENSION = /\.(jpe?g|png|webp)$/i;

/** Script files: PDF, Final Draft (.fdx) and Fountain (.fountain, .spmd, .txt). */
export const SCRIPT_ACCEPT = "application/pdf,.pdf,.fdx,.fountain,.spmd,.txt";
const SCRIPT_EXTENSION = /\.(pdf|fdx|fountain|spmd|txt)$/i;
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";

/** A PDF by MIME type or by the .pdf extension (some systems report no type). */
export function isPdfFile(file: File): boolean {
  return file.type === "application/pdf" || /\.pdf$/i.test(file.name);
}

/**
 * A screenplay the server can read: a PDF, or a Final Draft / Fountain file by its extension
 * (browsers report no useful type for those). The server checks the content anyway.
 */
export function isScriptFile(file: File): boolean {
  return isPdfFile(file) || SCRIPT_EXTENSION.test(file.name);
}

/** "draft.fdx" -> "Final Draft"; for the chosen-file summary. */
export function scriptFormatOf(name: string): string {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  if (extension === "fdx") return "Final Draft";
  if (extension === "fountain" || extension === "spmd" || extension === "txt") return "Fountain";
  return "PDF";
}

/** JPG, JPEG, PNG or WebP, by MIME type or extension. */
export function isCoverImageFile(file: File): boolean {
  return IMAGE_TYPES.includes(file.type) || (file.type === "" && IMAGE_EXTENSION.test(file.name));
}

/** "Night Shift (draft 3).pdf" -> "Night Shift (draft 3)"; also .fdx, .fountain, .spmd and .txt. */
export function titleFromFileName(name: string): string {
  return name.replace(SCRIPT_EXTENSION, "").trim();
}

const UNITS = ["B", "KB", "MB", "GB"];

/** 1536 -> "1.5 KB"; 10485760 -> "10 MB". */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
