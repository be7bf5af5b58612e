/**
 * Reads JSON out of a model's answer that may wrap it in code fences or prose: fences are
 * stripped, then the outermost braces are taken. Undefined when nothing parses.
 */
export function parseLenientJson(content: unknown): unknown {
  if (content !== null && typeof content === "object") return content;
  if (typeof content !== "string") return undefined;
  const unfenced = content.replace(/```(?:json)?/gi, "").trim();
  const start = unfenced.indexOf("{");
  const end = unfenced.lastIndexOf("}");
  if (start === -1 || end <= start) return undefined;
  try {
    return JSON.parse(unfenced.slice(start, end + 1));
  } catch {
    return undefined;
  }
}
