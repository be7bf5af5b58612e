import type { Config } from "~/config.server";
import type { AppContext } from "~/context";
import { secretDigest } from "~/modules/signing/server-secret.server";
import type { ConnectionId } from "./fields";
import type { SiteSettings } from "./site-config.server";

/** The row that records the settings a connection was last tested with, successfully. */
export const connectionRecordKey = (id: ConnectionId) => `connection:${id}`;

const CONNECTION_VALUES = {
  newsletter: ["BEEHIIV_API_BASE", "BEEHIIV_API_KEY", "BEEHIIV_PUBLICATION_ID"],
  email: ["SMTP_URL", "SMTP_FROM"],
  ai: ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL"],
} as const satisfies Record<ConnectionId, readonly (keyof Config)[]>;

/** The first value each connection cannot work without. */
const REQUIRED = { newsletter: "BEEHIIV_API_KEY", email: "SMTP_URL", ai: "AI_BASE_URL" } as const;

export interface ConnectionRecord {
  fingerprint: string;
  testedAt: string;
}

/**
 * A keyed digest of the settings a connection uses: stored after a successful test, it tells
 * whether the settings in force are the ones that worked, without storing them a second time.
 * Undefined while the connection is not configured.
 */
export async function connectionFingerprint(
  context: Pick<AppContext, "db" | "config">,
  id: ConnectionId,
  config: Config,
): Promise<string | undefined> {
  if (!config[REQUIRED[id]]) return undefined;
  const values = CONNECTION_VALUES[id].map((key) => config[key] ?? "");
  return secretDigest(context, `connection:${id}`, JSON.stringify(values));
}

export function readConnectionRecord(settings: SiteSettings, id: ConnectionId): ConnectionRecord | undefined {
  const row = settings.records.get(connectionRecordKey(id));
  if (!row) return undefined;
  try {
    const parsed = JSON.parse(row.value) as Partial<ConnectionRecord>;
    return typeof parsed.fingerprint === "string" && typeof parsed.testedAt === "string"
      ? { fingerprint: parsed.fingerprint, testedAt: parsed.testedAt }
      : undefined;
  } catch {
    return undefined;
  }
}

export type ConnectionStatus = { state: "unset" } | { state: "untested" } | { state: "connected"; testedAt: string };

/** Whether the connection is set, and whether the settings in force are the ones last tested successfully. */
export async function connectionStatus(
  context: Pick<AppContext, "db" | "config">,
  settings: SiteSettings,
  id: ConnectionId,
): Promise<ConnectionStatus> {
  const fingerprint = await connectionFingerprint(context, id, settings.config);
  if (!fingerprint) return { state: "unset" };
  const record = readConnectionRecord(settings, id);
  return record?.fingerprint === fingerprint
    ? { state: "connected", testedAt: record.testedAt }
    : { state: "untested" };
}
