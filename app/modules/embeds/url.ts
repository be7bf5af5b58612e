/** An absolute http(s) URL, or undefined for anything else (other schemes, relative paths, garbage). */
export function parseHttpUrl(url: string): URL | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed : undefined;
  } catch {
    return undefined;
  }
}
