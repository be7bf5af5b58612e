import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      "node_modules/",
      ".react-router/",
      "coverage/",
      "tmp/",
      // The Starlight peer's packages, build and generated pages (npm run bench:peer).
      "bench/peer/node_modules/",
      "bench/peer/dist/",
      "bench/peer/.astro/",
      "bench/peer/src/content/docs/",
      "bench/peer/public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["error", "warn"] }],
    },
  },
  {
    // The data layer is the bottom layer: features build on it, never the other way round.
    files: ["app/db/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/modules/**", "**/modules/**"],
              allowTypeImports: true,
              message:
                "app/db may import only types from app/modules: pass the value in, or move it down beside the schema.",
            },
          ],
        },
      ],
    },
  },
  {
    // One home for background jobs that every feature builds on: it knows no feature, so it
    // cannot import one back (the kinds are listed in server/jobs.ts, the composition root).
    files: ["app/modules/jobs/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Another module (by alias or by a relative path out of this folder) or a route.
              regex: "^(~/modules/(?!jobs/)|~/routes/|\\.\\./(?!\\.\\./\\.\\./tests/))",
              message:
                "app/modules/jobs depends on no feature: a feature defines its kind with defineJob and server/jobs.ts lists it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "server.js", "tests/**", "bench/**"],
    rules: { "no-console": "off" },
  },
);
