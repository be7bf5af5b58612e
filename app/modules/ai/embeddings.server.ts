/** Where embeddings come from: the same OpenAI-compatible endpoint as generation, its /embeddings. */
export interface EmbeddingSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

/**
 * The embeddings of texts, in order, from an OpenAI-compatible `/embeddings` endpoint (OpenAI,
 * Ollama, vLLM, LM Studio…). Throws when the endpoint fails, times out (`signal`) or answers
 * vectors that do not fit: the caller keeps its lexical ranking.
 */
export async function embedTexts(
  settings: EmbeddingSettings,
  texts: readonly string[],
  signal?: AbortSignal,
): Promise<number[][]> {
  if (texts.length === 0) return [];
  const response = await fetch(`${settings.baseUrl.replace(/\/+$/, "")}/embeddings`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: settings.model, input: texts }),
    signal,
  });
  if (!response.ok) throw new Error(`embeddings: HTTP ${response.status}`);
  const body = (await response.json()) as { data?: { index?: number; embedding?: unknown }[] };
  const vectors: number[][] = [];
  for (const [position, item] of (body.data ?? []).entries()) {
    const vector = item.embedding;
    if (!Array.isArray(vector) || vector.length === 0 || !vector.every((value) => typeof value === "number"))
      throw new Error("embeddings: an answer that is not a vector");
    vectors[item.index ?? position] = vector as number[];
  }
  if (vectors.length !== texts.length || vectors.some((vector) => vector === undefined))
    throw new Error(`embeddings: ${vectors.length} vectors for ${texts.length} texts`);
  const width = vectors[0]!.length;
  if (vectors.some((vector) => vector.length !== width)) throw new Error("embeddings: vectors of different lengths");
  return vectors;
}
