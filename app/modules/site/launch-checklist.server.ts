import type { AppContext } from "~/context";
import { hasDeliveredLead, hasOwnPublishedPlaybook } from "~/db/queries/launch-status.server";
import { demoContentLoadedAt } from "~/modules/demo-content/seed.server";
import { LEAD_DELIVERY_KINDS } from "~/modules/leads/delivery.server";
import { connectionStatus } from "~/modules/settings/connections.server";
import { settingsProblems } from "~/modules/settings/problems";
import { siteSettings } from "~/modules/settings/site-config.server";
import { socialLinks } from "./social-links";

export interface LaunchItem {
  id: string;
  title: string;
  done: boolean;
  /** What it gives the publication, or what is left to do. */
  detail: string;
  /** Where it is done. */
  href: string;
  linkText: string;
}

export interface LaunchChecklist {
  items: LaunchItem[];
  done: number;
  /** Settings that cannot work as they are (half a pair), from the settings page. */
  problems: string[];
}

/** Addresses no reader can reach: a site launched under one shares links that lead nowhere. */
const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/;

/**
 * The admin home's launch checklist: what a publication needs before it is announced, each
 * item worked out from the site itself (never ticked by hand) and linked to where it is done.
 */
export async function loadLaunchChecklist(context: AppContext): Promise<LaunchChecklist> {
  const settings = await siteSettings(context);
  const { config, states } = settings;
  const [ownPlaybook, delivered, newsletter] = await Promise.all([
    demoContentLoadedAt(context.db).then((after) => hasOwnPublishedPlaybook(context.db, after)),
    hasDeliveredLead(context.db, LEAD_DELIVERY_KINDS),
    connectionStatus(context, settings, "newsletter"),
  ]);
  const named = states.get("SITE_NAME")?.source !== "default" && Boolean(config.SITE_DESCRIPTION);
  const address = new URL(config.SITE_URL);
  const items: LaunchItem[] = [
    {
      id: "playbook",
      title: "Publish your first playbook",
      done: ownPlaybook,
      detail: ownPlaybook
        ? "A playbook of your own is public (the demo library does not count)."
        : "Write one in the editor, or import one, and publish it: the demo library does not count.",
      href: "/admin/playbooks",
      linkText: "Open the playbooks",
    },
    {
      id: "identity",
      title: "Name and describe the site",
      done: named,
      detail: named
        ? `“${config.SITE_NAME}”: in the header, every title, the feed and search results.`
        : "Your name in the header and every title, and the description search engines show.",
      href: "/admin/settings#site",
      linkText: "Set the name and description",
    },
    {
      id: "share-image",
      title: "Add a share image",
      done: Boolean(config.SITE_SHARE_IMAGE),
      detail: config.SITE_SHARE_IMAGE
        ? "Shared links to pages without their own image show it."
        : "Until then, links shared on X, LinkedIn or Slack show the stock image.",
      href: "/admin/settings#site",
      linkText: "Upload a share image",
    },
    {
      id: "social",
      title: "Link your social profiles",
      done: socialLinks(config).length > 0,
      detail: "The footer's Connect column links each profile you set.",
      href: "/admin/settings#social",
      linkText: "Add social links",
    },
    {
      id: "newsletter",
      title: "Connect the newsletter",
      done: newsletter.state === "connected",
      detail:
        newsletter.state === "connected"
          ? "beehiiv accepted the key: every lead is subscribed."
          : newsletter.state === "untested"
            ? "beehiiv is set but not tested with these settings: press Test connection."
            : "Until then, leads are only stored: no welcome e-mail, no resources pack by e-mail.",
      href: "/admin/settings#newsletter",
      linkText: newsletter.state === "unset" ? "Set up beehiiv" : "Test the connection",
    },
    {
      id: "sign-up",
      title: "Receive a test sign-up, end to end",
      done: delivered,
      detail: delivered
        ? "A sign-up from a tool reached your newsletter (or its confirmation e-mail was sent)."
        : "Leave your own address on any free tool, then look for it in beehiiv and under Leads.",
      href: "/tools",
      linkText: "Open the free tools",
    },
    {
      id: "address",
      title: "Serve the site at its public address",
      done: address.protocol === "https:" && !LOCAL_HOST.test(address.hostname),
      detail: `Links, the sitemap, feeds and share images use ${config.SITE_URL} (SITE_URL, set on the server).`,
      href: "/admin/settings#address",
      linkText: "See the public address",
    },
  ];
  return {
    items,
    done: items.filter((item) => item.done).length,
    problems: settingsProblems(config).map((problem) => problem.message),
  };
}
