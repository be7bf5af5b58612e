import type { AppContext } from "~/context";
import { connectionStatus, type ConnectionStatus } from "./connections.server";
import { SETTING_GROUPS, type SettingField, type SettingGroup } from "./fields";
import { SECRET_KEYS } from "./keys";
import { settingsProblems } from "./problems";
import { settingsSecretBox, siteSettings, type SettingSource } from "./site-config.server";

/** One field as the settings page shows it: never a secret's value, only its mask. */
export interface SettingFieldView extends SettingField {
  source: SettingSource;
  /** The value in force, to edit (not for secrets). */
  value?: string;
  /** A secret's value in force, masked ("••••••••3f9a"); absent when it has none. */
  masked?: string;
  problem?: string;
  updatedAt?: string;
  updatedBy?: string | null;
}

export interface SettingGroupView extends Omit<SettingGroup, "fields"> {
  fields: SettingFieldView[];
  problems: string[];
  connectionStatus?: ConnectionStatus;
}

/** Everything /admin/settings shows: each section's fields, where each value comes from, and what is missing. */
export async function loadSettingsPage(context: AppContext) {
  const settings = await siteSettings(context);
  const problems = settingsProblems(settings.config);
  const groups = await Promise.all(
    SETTING_GROUPS.map(async (group): Promise<SettingGroupView> => {
      const fields = group.fields.map((field): SettingFieldView => {
        const { source, problem, updatedAt, updatedBy } = settings.states.get(field.key)!;
        const value = settings.config[field.key];
        const shown = value === undefined ? undefined : String(value);
        return {
          ...field,
          source,
          ...(SECRET_KEYS.has(field.key) ? { masked: shown && maskSecret(field.key, shown) } : { value: shown }),
          ...(problem ? { problem } : {}),
          ...(updatedAt ? { updatedAt, updatedBy } : {}),
        };
      });
      return {
        ...group,
        fields,
        problems: problems.filter((problem) => problem.group === group.id).map((problem) => problem.message),
        ...(group.connection ? { connectionStatus: await connectionStatus(context, settings, group.connection) } : {}),
      };
    }),
  );
  return { groups, canStoreSecrets: settingsSecretBox(context.config) !== undefined };
}

const DOTS = "••••••••";

/** Enough to recognise which key is in force, never enough to use it: the last four characters of a long one. */
export function maskSecret(key: string, value: string): string {
  if (key === "SMTP_URL") {
    const url = URL.parse(value);
    if (url) return `${url.protocol}//${url.username ? `${decodeURIComponent(url.username)}:${DOTS}@` : ""}${url.host}`;
  }
  return value.length >= 16 ? `${DOTS}${value.slice(-4)}` : DOTS;
}
