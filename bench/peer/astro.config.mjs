// @ts-check
import starlight from "@astrojs/starlight";
import { defineConfig } from "astro/config";

// Starlight as it comes: the docs site the reading pages are measured against (npm run bench:peer).
export default defineConfig({
  integrations: [
    starlight({
      title: "AI Business Playbooks",
      sidebar: [{ label: "Playbooks", autogenerate: { directory: "catalog" }, collapsed: true }],
    }),
  ],
});
