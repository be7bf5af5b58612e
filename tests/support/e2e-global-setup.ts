import fs from "node:fs";
import path from "node:path";
import { E2E_ADMIN } from "./admin-credentials";
import { buildProduction, linkNodeModules, productionBuildDir } from "./production-build";
import { E2E_LANDING_ACCESS_CODE } from "./tools-settings";

/**
 * Browser tests run against the production build: this builds it once per run; each test
 * file then gets its own server and data folder (tests/support/e2e-file-server.ts).
 */
export default async function setup() {
  const buildDir = productionBuildDir();
  // Always test the current code; E2E_SKIP_BUILD=1 reuses a build made just before (as CI does).
  if (process.env.E2E_SKIP_BUILD !== "1" || !fs.existsSync(path.join(buildDir, "server/index.js"))) {
    buildProduction(buildDir);
  } else {
    linkNodeModules(buildDir);
  }
}

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
