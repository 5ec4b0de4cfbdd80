/** Client-side file checks (01 §5). The server checks content by magic bytes anyway. */

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];
const IMAGE_EXTENSION = /\.(jpe?g|png|webp)$/i;

export const PDF_ACCEPT = "application/pdf,.pdf";
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";

/** A PDF by MIME type or by the .pdf extension (some systems report no type). */
export function isPdfFile(file: File): boolean {
  return file.type === "application/pdf" || /\.pdf$/i.test(file.name);
}

/** JPG, JPEG, PNG or WebP, by MIME type or extension. */
export function isCoverImageFile(file: File): boolean {
  return IMAGE_TYPES.includes(file.type) || (file.type === "" && IMAGE_EXTENSION.test(file.name));
}

/** "Night Shift (draft 3).pdf" -> "Night Shift (draft 3)". */
export function titleFromFileName(name: string): string {
  return name.replace(/\.pdf$/i, "").trim();
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
