import type { AppContext } from "~/context";
import { openAiCompatibleProvider } from "./openai-compatible.server";
import { builtinProvider, type AiProvider } from "./provider";

/** The configured model when AI_BASE_URL is set, otherwise the built-in composer. */
export function aiProvider({ config, logger }: Pick<AppContext, "config" | "logger">): AiProvider {
  if (!config.AI_BASE_URL) return builtinProvider;
  return openAiCompatibleProvider(
    { baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL, timeoutMs: config.AI_TIMEOUT_MS },
    logger,
  );
}
