/** Why an image could not be used, worded for the importer's Error Details and Captured tab. */
export class ImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageError";
  }
}
