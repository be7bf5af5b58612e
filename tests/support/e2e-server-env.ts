import { E2E_ADMIN } from "./admin-credentials";
import { E2E_LANDING_ACCESS_CODE } from "./tools-settings";

// The browser tests' server settings, apart from the global setup: every test file's worker
// reads them, and the setup's imports (the database drivers) would cost each a CPU second.

export const E2E_SOCIAL_LINKS = {
  linkedIn: "https://www.linkedin.com/company/ai-business-playbooks-e2e",
  youTube: "https://www.youtube.com/@ai-business-playbooks-e2e",
};

/** Settings the browser tests rely on (features add theirs here). */
export function e2eServerEnv(): Record<string, string> {
  return {
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LANDING_ACCESS_CODE: E2E_LANDING_ACCESS_CODE,
    // The repair browser test serves "remote" images from this machine.
    IMPORT_ALLOW_PRIVATE_IMAGE_HOSTS: "true",
    // Two of the four networks, so the footer shows what is configured and hides the rest.
    SOCIAL_LINKEDIN_URL: E2E_SOCIAL_LINKS.linkedIn,
    SOCIAL_YOUTUBE_URL: E2E_SOCIAL_LINKS.youTube,
    // Tests act as visitors at several addresses (X-Forwarded-For), as a proxy on this machine
    // would name them; the cluster's balancer is such a proxy.
    TRUST_PROXY: "loopback",
  };
}
