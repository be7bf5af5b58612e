import type { Config } from "~/config.server";

/** One external service or link the site can use, and whether it is set (from the environment or Settings). */
export interface IntegrationStatus {
  name: string;
  /** What it does for the site. */
  purpose: string;
  configured: boolean;
  /** The configured value when it is not a secret (the offers' addresses); never a key. */
  value?: string;
  /** Where it is set: a section of /admin/settings, or nothing when only the server's environment can. */
  href?: string;
  /** The environment variable, for what only the server's environment sets. */
  variable?: string;
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

/** The admin home's settings card: each integration, what it does, and whether it is set (the launch checklist says what is left). */
export function integrationStatuses(config: IntegrationConfig): IntegrationStatus[] {
  const offers = [config.WORKSHOP_KIT_URL, config.CONTENT_OFFER_URL, config.AUTOMATION_OFFER_URL].filter(Boolean);
  return [
    {
      name: "Newsletter provider (beehiiv)",
      purpose:
        "Subscribes every lead to your beehiiv publication, whose welcome e-mail carries their pack and result links.",
      configured: leadEmail(config) === "newsletter",
      href: "/admin/settings#newsletter",
    },
    {
      name: "E-mail (SMTP)",
      purpose:
        "Sends double opt-in confirmation links, and a pack link asked for from a second browser, from your mail server.",
      configured: Boolean(config.SMTP_URL && config.SMTP_FROM),
      href: "/admin/settings#email",
    },
    {
      name: "AI generation",
      purpose: "Writes sprint plans, industry translations and landing pages with your model (OpenAI-compatible API).",
      configured: Boolean(config.AI_BASE_URL),
      href: "/admin/settings#ai",
    },
    {
      name: "Landing builder access code",
      purpose: "The code AI Workshop Kit students type to open the Workshop Landing Page Builder.",
      configured: Boolean(config.LANDING_ACCESS_CODE),
      href: "/admin/settings#landing",
    },
    {
      name: "Offer pages",
      purpose: "The quiz's buttons to the AI Workshop Kit, the Content Creator and the Automation Agency programs.",
      configured: offers.length > 0,
      value: offers.length > 0 ? `${offers.length} of 3 set` : undefined,
      href: "/admin/settings#offers",
    },
    {
      name: "Object storage for images",
      purpose: "Keeps uploaded and imported images in an S3-compatible bucket every server instance shares.",
      configured: config.STORAGE_URL !== undefined,
      variable: "STORAGE_URL",
    },
  ];
}
