/** The Workshop Landing Page Builder's access code on the browser tests' server. */
export const E2E_LANDING_ACCESS_CODE = "kit-student-2025";
