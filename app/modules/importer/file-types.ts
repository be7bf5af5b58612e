const HTML_NAME = /\.html?$/i;
const IMAGE_NAME = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/** The spec's HTML filter: type text/html or a .html/.htm name. */
export function isHtmlFile(file: { name: string; type: string }): boolean {
  return file.type === "text/html" || HTML_NAME.test(file.name);
}

/** The spec's image filter (type image/…); a known image extension also counts, as some systems send no type. */
export function isImageFile(file: { name: string; type: string }): boolean {
  return file.type.startsWith("image/") || IMAGE_NAME.test(file.name);
}

export function hasHtmlName(name: string): boolean {
  return HTML_NAME.test(name);
}

export function hasImageName(name: string): boolean {
  return IMAGE_NAME.test(name);
}
