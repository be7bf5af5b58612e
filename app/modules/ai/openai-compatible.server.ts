import type { Logger } from "pino";
import { parseLenientJson } from "./lenient-json";
import type { AiProvider, GenerationResult, GenerationTask } from "./provider";

export interface OpenAiSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

class RetryableError extends Error {}

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure-style proxies, Ollama, vLLM,
 * OpenRouter...). Asks for JSON, retries once on 5xx, timeouts and network errors, and falls back
 * to the built-in result when the answer cannot be used, so a visitor always gets a result.
 */
export function openAiCompatibleProvider(settings: OpenAiSettings, logger: Logger): AiProvider {
  const endpoint = `${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`;

  async function complete(task: GenerationTask<unknown>): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          messages: [
            { role: "system", content: task.system },
            { role: "user", content: task.prompt },
          ],
          max_tokens: task.maxTokens,
          temperature: task.temperature,
          response_format: { type: "json_object" },
        }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new RetryableError(`request failed: ${(error as Error).message}`);
    }
    if (response.status >= 500) throw new RetryableError(`HTTP ${response.status}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json().catch(() => undefined)) as
      { choices?: { message?: { content?: unknown } }[] } | undefined;
    return body?.choices?.[0]?.message?.content;
  }

  async function completeWithRetry(task: GenerationTask<unknown>): Promise<unknown> {
    try {
      return await complete(task);
    } catch (error) {
      if (!(error instanceof RetryableError)) throw error;
      logger.warn({ kind: task.kind, error: error.message }, "AI request failed; retrying once");
      return complete(task);
    }
  }

  return {
    name: "openai-compatible",
    async generate<Result>(task: GenerationTask<Result>): Promise<GenerationResult<Result>> {
      const fallback = (reason: string): GenerationResult<Result> => {
        logger.warn({ kind: task.kind, reason }, "AI answer not usable; using the built-in result");
        return { value: task.builtin(), source: "builtin", fallbackReason: reason };
      };
      let content: unknown;
      try {
        content = await completeWithRetry(task as GenerationTask<unknown>);
      } catch (error) {
        return fallback((error as Error).message);
      }
      const parsed = parseLenientJson(content);
      if (parsed === undefined) return fallback("the answer held no readable JSON");
      const checked = task.schema.safeParse(parsed);
      if (checked.success) return { value: checked.data, source: "ai" };
      const repaired = task.repair?.(parsed);
      return repaired === undefined ? fallback("the answer had the wrong shape") : { value: repaired, source: "ai" };
    },
  };
}
