declare module "virtual:page-scripts" {
  /** The URL of each page script: a hashed build file, or its source in development. */
  const urls: Record<string, string>;
  export default urls;
}

declare module "virtual:inline-scripts" {
  /** The code of each inline script (INLINE_SCRIPTS), bundled into one function run where the page has it. */
  const code: Record<string, string>;
  export default code;
}
