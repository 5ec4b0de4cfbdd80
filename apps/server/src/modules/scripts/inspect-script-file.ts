import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { AppError } from "../../lib/app-error.ts";

export interface InspectedScriptFile {
  fileType: "pdf";
  contentType: string;
  pageCount: number;
}

const PDF_MAGIC = Buffer.from("%PDF-");
const PDF_EOF = Buffer.from("%%EOF");
const INSPECT_TIMEOUT_MS = 15_000;

export const NOT_A_PDF = "Please upload a PDF file";
export const DAMAGED_PDF = "This PDF file is incomplete or damaged. Please export it again and upload the new file.";
export const ENCRYPTED_PDF = "This PDF is password-protected. Please upload a PDF without a password.";

/**
 * Checks a screenplay file by its content, never its name: it must be a PDF that pdf.js can open.
 * The page count comes from the document itself.
 */
export async function inspectScriptFile(bytes: Buffer): Promise<InspectedScriptFile> {
  const head = bytes.subarray(0, 1024);
  if (head.indexOf(PDF_MAGIC) === -1) throw new AppError("BAD_REQUEST", NOT_A_PDF);
  // A PDF ends with %%EOF (sometimes followed by a few bytes): a cut-off upload does not.
  if (bytes.subarray(Math.max(0, bytes.length - 2048)).indexOf(PDF_EOF) === -1) throw new AppError("BAD_REQUEST", DAMAGED_PDF);

  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AppError("BAD_REQUEST", DAMAGED_PDF)), INSPECT_TIMEOUT_MS);
    });
    const doc = await Promise.race([task.promise, timeout]);
    const pageCount = doc.numPages;
    if (!Number.isInteger(pageCount) || pageCount < 1) throw new AppError("BAD_REQUEST", DAMAGED_PDF);
    return { fileType: "pdf", contentType: "application/pdf", pageCount };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { name?: string })?.name === "PasswordException") throw new AppError("BAD_REQUEST", ENCRYPTED_PDF);
    throw new AppError("BAD_REQUEST", DAMAGED_PDF);
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => {});
  }
}
