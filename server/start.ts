import cluster from "node:cluster";
import type { Kysely } from "kysely";
import pino, { type Logger } from "pino";
import type { ViteDevServer } from "vite";
import { loadConfigOrExit, type Config } from "~/config.server";
import { databaseLocation, openDatabase } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import { ensureFirstAdmin } from "~/modules/auth/first-admin.server";
import { watchContentVersion } from "./cache/content-version.server";
import { defaultContentDir, seedDemoContentOnFirstStart } from "~/modules/demo-content/seed.server";
import { analyticsCollector } from "~/modules/analytics/analytics.server";
import { createViewIds } from "~/modules/analytics/view-ids.server";
import { loadResourcePackOnStart } from "~/modules/resources/load.server";
import { serverSecret } from "~/modules/signing/server-secret.server";
import { createMediaStorage } from "~/modules/storage/create-storage.server";
import type { MediaStorage } from "~/modules/storage/storage.server";
import type { Database } from "~/db/schema";
import { createRequestListener } from "./app";
import { stopGracefullyOnSignals, type ShutdownState } from "./graceful-shutdown";
import { createHttpServer } from "./http-server";
import { startJobRunner } from "./jobs";
import { superviseWorkers } from "./workers";

/**
 * The process entry for both `npm start` (from the build) and `npm run dev` (through Vite).
 * With SERVER_WORKERS > 1 (production only), this process prepares the database once and
 * supervises that many workers, each of which runs this function again and serves.
 */
export async function startServer({ vite }: { vite?: ViteDevServer } = {}): Promise<void> {
  const config = loadConfigOrExit();
  const logger = pino({ level: config.LOG_LEVEL });
  const db = openDatabase(config);
  const storage = createMediaStorage(config);
  // Workers start on a database the primary has prepared, instead of racing to prepare it.
  if (cluster.isPrimary) await prepareDatabase(db, config, logger, storage);
  if (!vite && config.SERVER_WORKERS > 1 && cluster.isPrimary) {
    await db.destroy();
    superviseWorkers(config.SERVER_WORKERS, logger);
    return;
  }
  // The resources pack is what leads are promised, not demo content: it is loaded whatever SEED_DEMO_CONTENT says.
  const pack = await loadResourcePackOnStart({ db, storage, contentDir: defaultContentDir() });
  if (pack.created + pack.updated > 0) logger.info(pack, "resources pack loaded");

  const shutdown: ShutdownState = { draining: false };
  const contentVersion = watchContentVersion(databaseLocation(config), logger);
  const analytics = analyticsCollector(db, config, logger);
  const views = createViewIds(await serverSecret({ db, config }));
  const listener = createRequestListener({
    db,
    config,
    storage,
    logger,
    analytics,
    views,
    vite,
    shutdown,
    contentVersion,
  });
  const server = createHttpServer(listener).listen(config.PORT, config.HOST, () => {
    logger.info(
      { url: config.SITE_URL, database: config.DATABASE_URL ? "postgres" : "sqlite" },
      `listening on http://${config.HOST}:${config.PORT}`,
    );
  });
  const jobs = startJobRunner({ db, config, storage, logger, contentVersion });
  stopGracefullyOnSignals(server, shutdown, logger, async () => {
    await jobs.stop();
    await analytics.stop();
    await contentVersion.close();
    await db.destroy();
  });
}

/**
 * Migrations, the first admin, the server secret and the demo content: what a fresh database
 * needs before serving.
 */
async function prepareDatabase(db: Kysely<Database>, config: Config, logger: Logger, storage: MediaStorage) {
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
  await ensureFirstAdmin(db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
    logger,
    print: (text) => process.stdout.write(text),
  });
  // Without SESSION_SECRET, the first instance to start stores a generated one for all.
  await serverSecret({ db, config });
  if (config.SEED_DEMO_CONTENT) {
    const seeded = await seedDemoContentOnFirstStart(db, storage);
    if (seeded) logger.info(seeded, "demo content loaded");
  }
}
