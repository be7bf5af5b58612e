import type { SettingKey } from "./keys";

/** How a setting is entered in the admin. */
export type SettingInput = "text" | "textarea" | "url" | "secret" | "number" | "image";

export interface SettingField {
  key: SettingKey;
  label: string;
  input: SettingInput;
  /** One line under the field: what it does, and the format when it is not obvious. */
  help: string;
  placeholder?: string;
}

export type SettingGroupId = "site" | "social" | "offers" | "newsletter" | "email" | "ai" | "landing" | "analytics";

/** The integrations whose settings can be tried from the page ("Test connection"). */
export type ConnectionId = "newsletter" | "email" | "ai";

export interface SettingGroup {
  id: SettingGroupId;
  title: string;
  /** The section's Save button: "Save social links". */
  saveLabel: string;
  description: string;
  fields: readonly SettingField[];
  connection?: ConnectionId;
}

const url = (key: SettingKey, label: string, help: string, placeholder = "https://"): SettingField => ({
  key,
  label,
  input: "url",
  help,
  placeholder,
});

/** The settings page, section by section, in the order an owner sets up a publication. */
export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    id: "site",
    saveLabel: "Save site",
    title: "Site",
    description: "How the publication names and describes itself on every page, in feeds and in search results.",
    fields: [
      {
        key: "SITE_NAME",
        label: "Site name",
        input: "text",
        help: "In the header, every page title and the RSS feed.",
      },
      {
        key: "SITE_DESCRIPTION",
        label: "Site description",
        input: "textarea",
        help: "One or two sentences: the description search engines and shared links show for pages without their own.",
      },
      {
        key: "SITE_SHARE_IMAGE",
        label: "Default share image",
        input: "image",
        help: "Shown when a page is shared and has no image of its own. PNG, JPEG or WebP up to 2 MB; cropped to 1200 × 630.",
      },
    ],
  },
  {
    id: "social",
    saveLabel: "Save social links",
    title: "Social links",
    description: "The footer's Connect column links each network set here; a network left empty is not shown.",
    fields: [
      url("SOCIAL_X_URL", "X (Twitter)", "Your profile's address.", "https://x.com/…"),
      url("SOCIAL_LINKEDIN_URL", "LinkedIn", "Your page's address.", "https://www.linkedin.com/company/…"),
      url("SOCIAL_YOUTUBE_URL", "YouTube", "Your channel's address.", "https://www.youtube.com/@…"),
      url("SOCIAL_INSTAGRAM_URL", "Instagram", "Your profile's address.", "https://www.instagram.com/…"),
    ],
  },
  {
    id: "offers",
    saveLabel: "Save newsletter page and offers",
    title: "Newsletter page and offers",
    description: "Where the site sends readers who want more: your newsletter's page and the quiz's paid offers.",
    fields: [
      url("NEWSLETTER_URL", "Newsletter page", "The header, footer and home page link here (in a new tab)."),
      url(
        "WORKSHOP_KIT_URL",
        "AI Workshop Kit page",
        "The quiz's Workshop Kit button opens it; unset, it is not shown.",
      ),
      url(
        "CONTENT_OFFER_URL",
        "Content Creator Program page",
        "The quiz's content path offers it; unset, only the free playbook.",
      ),
      url(
        "AUTOMATION_OFFER_URL",
        "Automation Agency Program page",
        "The quiz's automation path offers it; unset, only the free playbook.",
      ),
    ],
  },
  {
    id: "newsletter",
    saveLabel: "Save beehiiv settings",
    title: "Newsletter provider (beehiiv)",
    description:
      "Subscribes every lead to your beehiiv publication, whose welcome e-mail carries their resources pack and result links.",
    connection: "newsletter",
    fields: [
      {
        key: "BEEHIIV_API_KEY",
        label: "API key",
        input: "secret",
        help: "beehiiv → Settings → Integrations → API: a key with access to this publication.",
      },
      {
        key: "BEEHIIV_PUBLICATION_ID",
        label: "Publication ID",
        input: "text",
        help: "Starts with pub_ (beehiiv → Settings → Integrations → API).",
        placeholder: "pub_…",
      },
      {
        key: "BEEHIIV_PACK_AUTOMATION_ID",
        label: "Pack automation ID (optional)",
        input: "text",
        help: "An automation triggered “Add by API” that e-mails {{resources_pack_url}} when an address on file asks for its pack from another browser.",
        placeholder: "aut_…",
      },
    ],
  },
  {
    id: "email",
    saveLabel: "Save e-mail settings",
    title: "E-mail (SMTP)",
    description:
      "Sends the site's own e-mails from your mail server: double opt-in confirmation links, and a pack link asked for from a second browser.",
    connection: "email",
    fields: [
      {
        key: "SMTP_URL",
        label: "Mail server",
        input: "secret",
        help: "smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465.",
      },
      {
        key: "SMTP_FROM",
        label: "Sender",
        input: "text",
        help: "Who the e-mails come from, e.g. Playbooks <hello@example.com>.",
        placeholder: "Playbooks <hello@example.com>",
      },
    ],
  },
  {
    id: "ai",
    saveLabel: "Save AI settings",
    title: "AI generation",
    description:
      "Writes sprint plans, industry translations and landing pages with your model. Without it, the built-in generators answer.",
    connection: "ai",
    fields: [
      url(
        "AI_BASE_URL",
        "Endpoint",
        "Any OpenAI-compatible API, e.g. https://api.openai.com/v1.",
        "https://api.openai.com/v1",
      ),
      {
        key: "AI_API_KEY",
        label: "API key",
        input: "secret",
        help: "Sent as a bearer token; some local servers need none.",
      },
      { key: "AI_MODEL", label: "Model", input: "text", help: "The model name the endpoint knows, e.g. gpt-4o-mini." },
      {
        key: "ASK_EMBEDDINGS_MODEL",
        label: "Embedding model for Ask (optional)",
        input: "text",
        help: "Ranks Ask the library's sections by meaning too, through the endpoint's /embeddings. Leave empty unless npm run eval:ask shows it beats plain ranking.",
      },
    ],
  },
  {
    id: "landing",
    saveLabel: "Save access code",
    title: "Landing builder access code",
    description: "The code AI Workshop Kit students type to open the Workshop Landing Page Builder.",
    fields: [
      {
        key: "LANDING_ACCESS_CODE",
        label: "Access code",
        input: "secret",
        help: "Changing it locks out browsers that entered the old one. Unset, the builder says it is not available.",
      },
    ],
  },
  {
    id: "analytics",
    saveLabel: "Save analytics",
    title: "Analytics",
    description: "How long first-party analytics keep raw events; finished days live on as daily figures.",
    fields: [
      {
        key: "ANALYTICS_RETENTION_DAYS",
        label: "Keep raw events for (days)",
        input: "number",
        help: "At least 1. Older raw events are deleted by the upkeep that runs every quarter of an hour.",
      },
    ],
  },
];

export function findSettingGroup(id: string): SettingGroup | undefined {
  return SETTING_GROUPS.find((group) => group.id === id);
}

export function findSettingField(key: SettingKey): SettingField {
  const field = SETTING_GROUPS.flatMap((group) => group.fields).find((candidate) => candidate.key === key);
  if (!field) throw new Error(`no field for setting ${key}`);
  return field;
}
