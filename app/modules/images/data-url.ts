/** An image written inline as a base64 data: URL (Notion and Google Docs exports do this). */
export interface InlineImage {
  contentType: string;
  body: Buffer;
}

const DATA_URL = /^data:(image\/[\w.+-]+);base64,([A-Za-z0-9+/=\s]+)$/i;

export function decodeDataUrl(src: string): InlineImage | undefined {
  const match = DATA_URL.exec(src.trim());
  if (!match) return undefined;
  return { contentType: match[1]!.toLowerCase(), body: Buffer.from(match[2]!.replace(/\s+/g, ""), "base64") };
}
