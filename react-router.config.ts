import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Parallel builds (for example several test runs on one machine) can write to separate folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
