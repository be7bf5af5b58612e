import type { Config } from "~/config.server";

/** One external service or link the site can use, and whether this server has it configured. */
export interface IntegrationStatus {
  name: string;
  /** What it does for the site when it is set. */
  purpose: string;
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
  | "DOUBLE_OPT_IN"
  | "AI_BASE_URL"
  | "LANDING_ACCESS_CODE"
  | "WORKSHOP_KIT_URL"
  | "CONTENT_OFFER_URL"
  | "AUTOMATION_OFFER_URL"
  | "STORAGE_URL"
>;

/**
 * What a visitor who leaves their e-mail receives by e-mail, as configured: beehiiv subscribes
 * them (and sends its welcome), or this site sends only a double opt-in confirmation link, or
 * nothing at all. The lead outbox (app/modules/leads/delivery.server.ts) follows this rule.
 */
export type LeadEmail = "newsletter" | "confirmation-only" | "nothing";

export function leadEmail(config: IntegrationConfig): LeadEmail {
  if (config.BEEHIIV_API_KEY && config.BEEHIIV_PUBLICATION_ID) return "newsletter";
  if (config.DOUBLE_OPT_IN && config.SMTP_URL && config.SMTP_FROM) return "confirmation-only";
  return "nothing";
}

const NEWSLETTER = "Newsletter provider (beehiiv)";
const SMTP = "Confirmation e-mails (SMTP)";

/** The admin panel's settings card: what each integration does, and what visitors get without it. */
export function integrationStatuses(config: IntegrationConfig): IntegrationStatus[] {
  const offer = (name: string, variable: keyof IntegrationConfig, path: string, whenUnset: string, value?: string) => ({
    name,
    purpose: `The quiz's button for ${path} opens this page.`,
    variables: [variable],
    configured: value !== undefined,
    value,
    whenUnset,
  });
  return [
    {
      name: NEWSLETTER,
      purpose:
        "Subscribes every lead to your beehiiv publication, whose welcome e-mail carries their resources pack and result links.",
      variables: ["BEEHIIV_API_KEY", "BEEHIIV_PUBLICATION_ID"],
      configured: leadEmail(config) === "newsletter",
      whenUnset: "Leads are stored only: no e-mail is sent, and the tools show links on screen instead.",
    },
    {
      name: SMTP,
      purpose: "Sends the double opt-in confirmation link from your own mail server when beehiiv is not set.",
      variables: ["SMTP_URL", "SMTP_FROM"],
      configured: Boolean(config.SMTP_URL && config.SMTP_FROM),
      whenUnset: "Without beehiiv, double opt-in (DOUBLE_OPT_IN) cannot send its confirmation link.",
    },
    {
      name: "AI generation",
      purpose: "Writes sprint plans, industry translations and landing pages with your model (OpenAI-compatible API).",
      variables: ["AI_BASE_URL", "AI_API_KEY"],
      configured: Boolean(config.AI_BASE_URL),
      whenUnset: "The sprint planner, translator and landing builder use the built-in generators.",
    },
    {
      name: "Landing builder access code",
      purpose: "The code kit students type to open the Workshop Landing Page Builder.",
      variables: ["LANDING_ACCESS_CODE"],
      configured: Boolean(config.LANDING_ACCESS_CODE),
      whenUnset: "The Workshop Landing Page Builder stays locked for everyone.",
    },
    offer(
      "AI Workshop Kit page",
      "WORKSHOP_KIT_URL",
      "the AI Workshop Kit",
      "The quiz shows no Workshop Kit prompt.",
      config.WORKSHOP_KIT_URL,
    ),
    offer(
      "Content Creator Program page",
      "CONTENT_OFFER_URL",
      "the content path",
      "The quiz shows only the free playbook for the content path.",
      config.CONTENT_OFFER_URL,
    ),
    offer(
      "Automation Agency Program page",
      "AUTOMATION_OFFER_URL",
      "the automation path",
      "The quiz shows only the free playbook for the automation path.",
      config.AUTOMATION_OFFER_URL,
    ),
    {
      name: "Object storage for images",
      purpose: "Keeps uploaded and imported images in an S3-compatible bucket every server instance shares.",
      variables: ["STORAGE_URL"],
      configured: config.STORAGE_URL !== undefined,
      whenUnset: "Images are kept in the data folder of this server.",
    },
  ];
}

export interface ChecklistItem extends IntegrationStatus {
  /** Red: without it (and as things are configured) leads receive nothing at all. */
  blocksLeads: boolean;
}

export interface LaunchChecklist {
  leadEmail: LeadEmail;
  /** Every integration not set, the ones that leave leads with nothing first. */
  items: ChecklistItem[];
}

/** The admin home's launch checklist: what is still unset, and whether leads would receive anything. */
export function launchChecklist(config: IntegrationConfig): LaunchChecklist {
  const email = leadEmail(config);
  const items = integrationStatuses(config)
    .filter((status) => !status.configured)
    .map((status) => ({ ...status, blocksLeads: email === "nothing" && [NEWSLETTER, SMTP].includes(status.name) }));
  return {
    leadEmail: email,
    items: [...items.filter((item) => item.blocksLeads), ...items.filter((item) => !item.blocksLeads)],
  };
}
