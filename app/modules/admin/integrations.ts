import type { Config } from "~/config.server";

/** One external service or link the site can use, and whether it is set (from the environment or Settings). */
export interface IntegrationStatus {
  name: string;
  /** What it does for the site. */
  purpose: string;
  configured: boolean;
  /** The address it opens, when it is a page (an offer): never a key or any other secret. */
  address?: string;
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

type OfferVariable = "WORKSHOP_KIT_URL" | "CONTENT_OFFER_URL" | "AUTOMATION_OFFER_URL";

/** The quiz's paid offers, each its own row: the owner recognises a set one by its address. */
const OFFERS: readonly { name: string; variable: OfferVariable; purpose: string }[] = [
  {
    name: "AI Workshop Kit page",
    variable: "WORKSHOP_KIT_URL",
    purpose: "The quiz's prompt to the AI Workshop Kit opens this page; when unset, the quiz shows no such prompt.",
  },
  {
    name: "Content Creator Program page",
    variable: "CONTENT_OFFER_URL",
    purpose:
      "The quiz's button for the content path opens this page; when unset, the quiz shows only the free playbook.",
  },
  {
    name: "Automation Agency Program page",
    variable: "AUTOMATION_OFFER_URL",
    purpose:
      "The quiz's button for the automation path opens this page; when unset, the quiz shows only the free playbook.",
  },
];

/**
 * The admin home's settings card: each integration, what it does, whether it is set and where.
 * What is left before launch is the checklist's to say, not this card's.
 */
export function integrationStatuses(config: IntegrationConfig): IntegrationStatus[] {
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
    ...OFFERS.map(({ name, variable, purpose }) => ({
      name,
      purpose,
      configured: Boolean(config[variable]),
      address: config[variable] || undefined,
      href: "/admin/settings#offers",
    })),
    {
      name: "Object storage for images",
      purpose: "Keeps uploaded and imported images in an S3-compatible bucket every server instance shares.",
      configured: config.STORAGE_URL !== undefined,
      variable: "STORAGE_URL",
    },
  ];
}
