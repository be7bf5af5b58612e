import type { Config } from "~/config.server";
import type { SettingGroupId } from "./fields";
import type { SettingKey } from "./keys";

/** A combination of settings that cannot work, shown on the settings page and the admin home. */
export interface SettingsProblem {
  group: SettingGroupId;
  message: string;
  /** The field that would put it right, when it is in that group's form (saving without it is refused). */
  field?: SettingKey;
}

type ProblemConfig = Pick<
  Config,
  | "BEEHIIV_API_KEY"
  | "BEEHIIV_PUBLICATION_ID"
  | "SMTP_URL"
  | "SMTP_FROM"
  | "DOUBLE_OPT_IN"
  | "AI_BASE_URL"
  | "AI_API_KEY"
>;

/**
 * Halves of a pair set without the other. Each may come from the environment or the admin, so
 * they are checked on the combined settings, not at start-up.
 */
export function settingsProblems(config: ProblemConfig): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  if (Boolean(config.BEEHIIV_API_KEY) !== Boolean(config.BEEHIIV_PUBLICATION_ID)) {
    problems.push({
      group: "newsletter",
      field: config.BEEHIIV_API_KEY ? "BEEHIIV_PUBLICATION_ID" : "BEEHIIV_API_KEY",
      message: "beehiiv needs both the API key and the publication ID: until both are set, leads are only stored.",
    });
  }
  if (config.SMTP_URL && !config.SMTP_FROM) {
    problems.push({
      group: "email",
      field: "SMTP_FROM",
      message: "The mail server needs a sender: no e-mail is sent until one is set.",
    });
  }
  if (config.DOUBLE_OPT_IN && !(config.BEEHIIV_API_KEY && config.BEEHIIV_PUBLICATION_ID) && !config.SMTP_URL) {
    problems.push({
      group: "email",
      message:
        "Double opt-in (DOUBLE_OPT_IN) is on, but nothing can send its confirmation e-mail: set beehiiv or a mail server.",
    });
  }
  if (config.AI_API_KEY && !config.AI_BASE_URL) {
    problems.push({
      group: "ai",
      field: "AI_BASE_URL",
      message: "An API key is set without an endpoint: the built-in generators answer.",
    });
  }
  return problems;
}
