/** A problem with one imported file, worded for the person who chose the file. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportFileError";
  }
}

/** The message shown for a failed file: ours as written, anything unexpected as 'Unknown error'. */
export function describeImportFailure(error: unknown): string {
  if (error instanceof ImportFileError) return error.message;
  if (error instanceof Error && error.message.trim()) return error.message;
  return "Unknown error";
}
