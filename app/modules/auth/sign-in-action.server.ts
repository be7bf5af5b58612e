import { data, redirect } from "react-router";
import { z } from "zod";
import type { AppContext } from "~/context";
import { describeWait } from "~/modules/rate-limit/rate-limit.server";
import { knownDeviceCookie, readKnownDevice } from "./known-device.server";
import { safeAdminRedirect } from "./redirect";
import { clearPendingSignIn, pendingSignInCookie, readPendingSignIn } from "./second-step.server";
import { startAdminSession } from "./session.server";
import { attemptSecondFactor, attemptSignIn, type SignInResult } from "./sign-in.server";
import { addressKey } from "~/modules/network/address-key";

const signInForm = z.object({
  intent: z.enum(["password", "code", "restart"]).default("password"),
  email: z.string().trim().max(320).optional(),
  password: z.string().max(1024).default(""),
  code: z.string().trim().max(64).default(""),
  redirectTo: z.string().max(2048).optional(),
});

export type SignInActionData = { error: string; step?: "code" } | { step: "code"; error?: undefined };

/** The posted form, or undefined when it is not one (another content type, a broken body, a file, a field too long). */
async function readSignInForm(request: Request) {
  const fields = await request.formData().then(
    (form) => Object.fromEntries(form),
    () => undefined,
  );
  const parsed = signInForm.safeParse(fields);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The sign-in screen's form posts: the password, then (for an account with a second factor)
 * the code. The page to return to is settled first, so nothing is stored for a request that
 * could not be answered; the session, the device cookie and the redirect come last, together.
 * A post that is not a sign-in form is an attempt with no password: counted, and answered
 * "Incorrect password" like any other.
 */
export async function signInAction(request: Request, context: AppContext) {
  const form = (await readSignInForm(request)) ?? signInForm.parse({});
  const { intent, email, password, code } = form;
  const redirectTo = safeAdminRedirect(form.redirectTo);
  const caller = { address: addressKey(context.clientAddress), device: await readKnownDevice(request, context) };

  if (intent === "restart") {
    return data<SignInActionData>(
      { error: "Enter your password again." },
      { headers: { "Set-Cookie": await clearPendingSignIn(request, context) } },
    );
  }
  if (intent === "code") {
    const adminUserId = await readPendingSignIn(request, context);
    if (!adminUserId) {
      return data<SignInActionData>({ error: "The sign-in timed out. Enter your password again." }, { status: 400 });
    }
    const result = await attemptSecondFactor(context, { ...caller, adminUserId, code });
    return answer(result, { request, context, redirectTo, wrong: "Incorrect code", step: "code" });
  }
  const result = await attemptSignIn(context, { ...caller, email: email || undefined, password });
  if (result.status === "second-factor") {
    const cookie = await pendingSignInCookie(request, context, result.adminUserId);
    return data<SignInActionData>({ step: "code" }, { headers: { "Set-Cookie": cookie } });
  }
  return answer(result, { request, context, redirectTo, wrong: "Incorrect password" });
}

interface Answering {
  request: Request;
  context: AppContext;
  redirectTo: string;
  wrong: string;
  step?: "code";
}

async function answer(result: SignInResult, { request, context, redirectTo, wrong, step }: Answering) {
  if (result.status === "locked") {
    return data<SignInActionData>(
      { error: `Too many failed attempts. Try again in ${describeWait(result.retryAfterSeconds)}.`, step },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (result.status !== "signed-in") return data<SignInActionData>({ error: wrong, step }, { status: 401 });

  context.logger.info({ adminUserId: result.adminUserId, address: context.clientAddress }, "admin signed in");
  const headers = new Headers();
  headers.append("Set-Cookie", await startAdminSession(request, context, result.adminUserId));
  const device = { adminUserId: result.adminUserId, trusted: result.throughDevice };
  headers.append("Set-Cookie", await knownDeviceCookie(request, context, device));
  if (step) headers.append("Set-Cookie", await clearPendingSignIn(request, context));
  throw redirect(redirectTo, { headers });
}
