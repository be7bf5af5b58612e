import { z } from "zod";

const password = z.string().max(1024).default("");
const code = z.string().trim().max(64).default("");
/** A session's or a remembered browser's row id: a SHA-256 in hex. */
const rowId = z.string().regex(/^[0-9a-f]{64}$/);

/** Every form on the security page, told apart by its intent. */
export const securityForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start") }),
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("confirm"), code, password }),
  z.object({ intent: z.literal("disable"), code, password }),
  z.object({ intent: z.literal("recovery-codes"), password }),
  z.object({ intent: z.literal("password"), password, newPassword: password, repeatPassword: password }),
  z.object({ intent: z.literal("end-session"), id: rowId }),
  z.object({ intent: z.literal("forget-device"), id: rowId }),
]);

export type SecurityForm = z.output<typeof securityForm>;
export type SecurityIntent = SecurityForm["intent"];
