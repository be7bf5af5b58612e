import type { Config } from "~/config.server";

/** One external service or link the site can use, and whether this server has it configured. */
export interface IntegrationStatus {
  name: string;
  /** The environment variables that configure it. */
  variables: readonly string[];
  configured: boolean;
  /** The configured value when it is not a secret (an offer's URL); never a key. */
  value?: string;
  /** What visitors get when it is not configured. */
  whenUnset: string;
}

type IntegrationConfig = Pick<
  Config,
  | "BEEHIIV_API_KEY"
  | "BEEHIIV_PUBLICATION_ID"
  | "SMTP_URL"
  | "SMTP_FROM"
  | "AI_BASE_URL"
  | "LANDING_ACCESS_CODE"
  | "WORKSHOP_KIT_URL"
  | "CONTENT_OFFER_URL"
  | "AUTOMATION_OFFER_URL"
  | "STORAGE_URL"
>;

/** The admin panel's settings card: what is set and what each unset integration means for visitors. */
export function integrationStatuses(config: IntegrationConfig): IntegrationStatus[] {
  const offer = (name: string, variable: keyof IntegrationConfig, whenUnset: string, value?: string) => ({
    name,
    variables: [variable],
    configured: value !== undefined,
    value,
    whenUnset,
  });
  return [
    {
      name: "Newsletter provider (beehiiv)",
      variables: ["BEEHIIV_API_KEY", "BEEHIIV_PUBLICATION_ID"],
      configured: Boolean(config.BEEHIIV_API_KEY && config.BEEHIIV_PUBLICATION_ID),
      whenUnset: "Leads are stored only: no e-mail is sent, and the tools show links on screen instead.",
    },
    {
      name: "Site e-mails (SMTP)",
      variables: ["SMTP_URL", "SMTP_FROM"],
      configured: Boolean(config.SMTP_URL && config.SMTP_FROM),
      whenUnset:
        "Without beehiiv, double opt-in (DOUBLE_OPT_IN) cannot send its confirmation link, and an address typed in a second browser cannot be sent its pack link (unless BEEHIIV_PACK_AUTOMATION_ID is set).",
    },
    {
      name: "AI generation",
      variables: ["AI_BASE_URL", "AI_API_KEY"],
      configured: Boolean(config.AI_BASE_URL),
      whenUnset: "The sprint planner, translator and landing builder use the built-in generators.",
    },
    {
      name: "Landing builder access code",
      variables: ["LANDING_ACCESS_CODE"],
      configured: Boolean(config.LANDING_ACCESS_CODE),
      whenUnset: "The Workshop Landing Page Builder stays locked for everyone.",
    },
    offer(
      "AI Workshop Kit page",
      "WORKSHOP_KIT_URL",
      "The quiz shows no Workshop Kit prompt.",
      config.WORKSHOP_KIT_URL,
    ),
    offer(
      "Content Creator Program page",
      "CONTENT_OFFER_URL",
      "The quiz shows only the free playbook for the content path.",
      config.CONTENT_OFFER_URL,
    ),
    offer(
      "Automation Agency Program page",
      "AUTOMATION_OFFER_URL",
      "The quiz shows only the free playbook for the automation path.",
      config.AUTOMATION_OFFER_URL,
    ),
    {
      name: "Object storage for images",
      variables: ["STORAGE_URL"],
      configured: config.STORAGE_URL !== undefined,
      whenUnset: "Images are kept in the data folder of this server.",
    },
  ];
}
