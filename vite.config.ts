import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Node server, which wraps React Router's request handler.
  build: isSsrBuild ? { rollupOptions: { input: "./server/start.ts" } } : undefined,
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}));
