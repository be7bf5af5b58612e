/** Why an image could not be used, worded for the importer's Error Details and Captured tab. */
export class ImageError extends Error {
  /** The host itself did not answer (no such host, refused, timed out): its other images will not fare better. */
  readonly hostUnreachable: boolean;
  constructor(message: string, { hostUnreachable = false } = {}) {
    super(message);
    this.name = "ImageError";
    this.hostUnreachable = hostUnreachable;
  }
}
