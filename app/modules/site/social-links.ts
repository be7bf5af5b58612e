import type { Config } from "~/config.server";

/** A network the footer's Connect column links to. */
export interface SocialLink {
  label: string;
  url: string;
}

/** The four networks of the spec's Connect column, in its order, each with its variable. */
const NETWORKS = [
  { label: "X (Twitter)", variable: "SOCIAL_X_URL" },
  { label: "LinkedIn", variable: "SOCIAL_LINKEDIN_URL" },
  { label: "YouTube", variable: "SOCIAL_YOUTUBE_URL" },
  { label: "Instagram", variable: "SOCIAL_INSTAGRAM_URL" },
] as const satisfies readonly { label: string; variable: keyof Config }[];

/** The networks the owner configured (a network with no URL is left out, never linked to its home page). */
export function socialLinks(config: Pick<Config, (typeof NETWORKS)[number]["variable"]>): SocialLink[] {
  return NETWORKS.flatMap(({ label, variable }) => {
    const url = config[variable];
    return url ? [{ label, url }] : [];
  });
}
