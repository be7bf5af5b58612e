/** The `articles` package (A-vs-An from Wikipedia usage) ships no types; these are the two calls it exports. */
declare module "articles" {
  /** "a" or "an" for the phrase, by how its first word is pronounced. */
  export function find(phrase: string): "a" | "an";
  /** The phrase with its article: "an hour", "a usable draft". */
  export function articlize(phrase: string): string;
}
