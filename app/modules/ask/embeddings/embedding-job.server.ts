import { z } from "zod";
import { defineJob } from "~/modules/jobs/define";
import { siteConfig } from "~/modules/settings/site-config.server";
import { embedChangedSections, embeddingSettings } from "./section-embeddings.server";

/** How often the library is checked for sections to embed: an edit is ranked by meaning within a minute. */
const EVERY_MS = 60_000;

/** The content version each database's sections were last embedded at (per instance: a new instance checks once). */
const embeddedAt = new WeakMap<object, { version: number; model: string }>();

/**
 * Keeps Ask's section embeddings current (ASK_EMBEDDINGS_MODEL with AI_BASE_URL, from the
 * environment or the admin's settings, so it runs everywhere and does nothing while they are
 * unset): a recurring job, so one instance at a time embeds what changed. It reads the sections
 * only when the library's content version (the server's, on either engine) moved since its last
 * run here, or cannot be known; an endpoint that fails is tried again at the next run, and Ask
 * ranks lexically meanwhile. Every vector it writes or deletes moves the stored vectors' version
 * (migration 0072), which tells every instance to read them again.
 */
export const askEmbeddingsJob = defineJob({
  kind: "ask-embeddings",
  payload: z.object({}),
  everyMs: EVERY_MS,
  async run(_payload, context) {
    const settings = embeddingSettings(await siteConfig(context));
    if (!settings) return;
    const version = context.contentVersion?.current();
    const last = embeddedAt.get(context.db);
    if (version !== undefined && last?.version === version && last.model === settings.model) return;
    const run = await embedChangedSections(context.db, settings, context.signal);
    if (version !== undefined) embeddedAt.set(context.db, { version, model: settings.model });
    context.logger.info({ ...run, version }, "ask: section embeddings up to date");
  },
});
