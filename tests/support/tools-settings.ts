/** The Workshop Landing Page Builder's access code on the browser tests' server. */
export const E2E_LANDING_ACCESS_CODE = "kit-student-2025";

/** A complete set of Workshop Builder answers (the form's fields), for tests that need a blueprint. */
export const WORKSHOP_ANSWERS = {
  industry: "Education",
  audienceLevel: "experimenting",
  strength: "industry",
  deliveryStyle: "hands-on",
  location: "uk",
  marketType: "public",
  frequency: "monthly",
} as const;
