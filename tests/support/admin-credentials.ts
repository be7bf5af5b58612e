/** The admin the browser tests sign in as; the e2e server creates it at start-up (e2eServerEnv). */
export const E2E_ADMIN = { email: "e2e-admin@example.com", password: "e2e admin password 1" } as const;
