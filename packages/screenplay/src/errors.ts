/** Why a screenplay could not be parsed. */
export type ScreenplayParseErrorCode =
  | "not_pdf" // bytes do not start with %PDF
  | "encrypted" // the PDF needs a password
  | "corrupt" // pdf.js could not read the file
  | "no_text" // a PDF without a text layer (scanned images)
  | "too_large" // more pages than the caller allowed
  | "invalid_fdx" // not a Final Draft XML document
  | "empty"; // nothing that looks like a screenplay

/** Typed parse failure; `code` is stable and meant for API responses, `message` for people. */
export class ScreenplayParseError extends Error {
  readonly code: ScreenplayParseErrorCode;

  constructor(code: ScreenplayParseErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ScreenplayParseError";
    this.code = code;
  }
}

export function isScreenplayParseError(err: unknown): err is ScreenplayParseError {
  return err instanceof ScreenplayParseError;
}
