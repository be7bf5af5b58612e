declare module "virtual:page-scripts" {
  /** The URL of each page script: a hashed build file, or its source in development. */
  const urls: Record<string, string>;
  export default urls;
}
