import { z } from "zod";
import { configFields, type Config } from "~/config.server";
import type { AppContext } from "~/context";
import type { SettingChange } from "~/db/queries/site-settings.server";
import { testConnection } from "./connection-tests.server";
import { connectionFingerprint, connectionRecordKey } from "./connections.server";
import { findSettingGroup, SETTING_GROUPS, type SettingField, type SettingGroup, type SettingGroupId } from "./fields";
import { SECRET_KEYS, type SettingKey } from "./keys";
import { settingsProblems } from "./problems";
import { storeShareImage } from "./share-image.server";
import { settingsSecretBox, siteSettings, storeSettings, type SiteSettings } from "./site-config.server";

export type SettingsFormResult =
  | { ok: true; group: SettingGroupId; message: string }
  | {
      ok: false;
      group: SettingGroupId;
      message: string;
      /** Per field, what is wrong with what was entered. */
      errors: Partial<Record<SettingKey, string>>;
      /** What was entered, to show again (never a secret). */
      values: Partial<Record<SettingKey, string>>;
    };

/** The checkbox beside a stored secret or image that removes it. */
export const removeFieldName = (key: SettingKey) => `${key}:remove`;

const formShape = z.object({
  group: z.enum(SETTING_GROUPS.map((group) => group.id) as [SettingGroupId, ...SettingGroupId[]]),
  intent: z.enum(["save", "test"]),
});

interface GroupForm {
  changes: SettingChange[];
  /** The values the form would put in force (removed ones at their defaults). */
  candidate: Partial<Record<SettingKey, unknown>>;
  errors: Partial<Record<SettingKey, string>>;
  values: Partial<Record<SettingKey, string>>;
}

/**
 * A section of the settings page, sent: saved together, or tried with "Test connection" before
 * saving. Settings the environment sets are never changed here; a secret left empty keeps its
 * stored value; a value is checked by the same rules as its environment variable.
 */
export async function submitSettingsForm(
  context: AppContext,
  form: FormData,
  by: string,
): Promise<{ status: number; result: SettingsFormResult }> {
  const shape = formShape.safeParse({ group: form.get("group"), intent: form.get("intent") });
  if (!shape.success || (shape.data.intent === "test" && !findSettingGroup(shape.data.group)?.connection)) {
    return { status: 400, result: { ok: false, group: "site", message: "Unknown form.", errors: {}, values: {} } };
  }
  const group = findSettingGroup(shape.data.group)!;
  const settings = await siteSettings(context);
  const read = readGroupForm(context.config, settings, group, form);
  const candidate = { ...settings.config, ...read.candidate } as Config;
  for (const problem of settingsProblems(candidate)) {
    if (problem.group === group.id && problem.field && read.errors[problem.field] === undefined) {
      read.errors[problem.field] = problem.message;
    }
  }
  if (Object.keys(read.errors).length === 0 && shape.data.intent === "save")
    await readShareImage(context, group, form, read);
  const refused = (message: string) => ({
    status: 422,
    result: { ok: false as const, group: group.id, message, errors: read.errors, values: read.values },
  });
  if (Object.keys(read.errors).length > 0) return refused("Nothing was saved: correct the fields marked below.");

  if (group.connection && shape.data.intent === "test") {
    const outcome = await testConnection(group.connection, candidate);
    if (!outcome.ok) return refused(outcome.message);
    const fingerprint = await connectionFingerprint(context, group.connection, candidate);
    if (fingerprint) {
      const record = JSON.stringify({ fingerprint, testedAt: new Date().toISOString() });
      await storeSettings(context, [{ key: connectionRecordKey(group.connection), value: record }], by);
    }
    const unsaved = read.changes.length > 0 ? " Save to use these settings." : "";
    return { status: 200, result: { ok: true, group: group.id, message: `${outcome.message}${unsaved}` } };
  }

  await storeSettings(context, read.changes, by);
  const message =
    read.changes.length === 0
      ? `${group.title}: nothing changed.`
      : `${group.title} saved: in force on every page and every server now.`;
  return { status: 200, result: { ok: true, group: group.id, message } };
}

function readGroupForm(server: Config, settings: SiteSettings, group: SettingGroup, form: FormData): GroupForm {
  const box = settingsSecretBox(server);
  const read: GroupForm = { changes: [], candidate: {}, errors: {}, values: {} };
  for (const field of group.fields) {
    const { key } = field;
    if (settings.states.get(key)?.source === "environment") continue;
    const remove = form.get(removeFieldName(key)) === "on";
    const raw = String(form.get(key) ?? "").trim();
    if (field.input === "image" || SECRET_KEYS.has(key)) {
      if (remove) forget(read, server, key);
      if (field.input === "image" || remove || raw === "") continue;
    } else {
      read.values[key] = raw;
      if (raw === "") {
        if (settings.states.get(key)?.source === "admin") forget(read, server, key);
        continue;
      }
    }
    const parsed = configFields.shape[key].safeParse(raw);
    if (!parsed.success) {
      read.errors[key] = sentence(field, parsed.error.issues[0]?.message ?? "is not valid");
      continue;
    }
    if (String(settings.config[key] ?? "") === raw && !SECRET_KEYS.has(key)) continue;
    if (SECRET_KEYS.has(key) && !box) {
      read.errors[key] =
        "This server has no SESSION_SECRET to encrypt it with: set SESSION_SECRET, then enter it here.";
      continue;
    }
    read.changes.push({ key, value: SECRET_KEYS.has(key) ? box!.seal(key, raw) : raw });
    read.candidate[key] = parsed.data;
  }
  return read;
}

/** Back to the value the server has without the admin's (its default, or none). */
function forget(read: GroupForm, server: Config, key: SettingKey): void {
  read.changes.push({ key, value: null });
  read.candidate[key] = server[key];
}

async function readShareImage(context: AppContext, group: SettingGroup, form: FormData, read: GroupForm) {
  const file = form.get("SITE_SHARE_IMAGE_FILE");
  if (!group.fields.some((field) => field.input === "image") || !(file instanceof File) || file.size === 0) return;
  const stored = await storeShareImage(context.storage, file);
  if (!stored.ok) {
    read.errors.SITE_SHARE_IMAGE = stored.error;
    return;
  }
  read.changes = read.changes.filter((change) => change.key !== "SITE_SHARE_IMAGE");
  read.changes.push({ key: "SITE_SHARE_IMAGE", value: stored.path });
}

/** "must be at most 80 characters" → "Site name must be at most 80 characters." */
function sentence(field: SettingField, message: string): string {
  return `${field.label} ${message.replace(/\.$/, "")}.`;
}
