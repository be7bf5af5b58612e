import { E2E_ADMIN } from "../support/admin-credentials";
import { WORKSHOP_ANSWERS } from "../support/tools-settings";

/**
 * What the attack scenarios of issue 20 (rows 6 to 10) send, as a browser or a script would, to
 * a production server: each call names the client's address (the attack servers trust this
 * machine as a proxy, so X-Forwarded-For does) and the cookies it holds. Only plain HTTP, so the
 * same scenarios run against an older build for the "before" figures.
 */
export interface Client {
  address: string;
  cookies?: string[];
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The "name=value" part of each Set-Cookie. */
  setCookies: string[];
}

export async function send(origin: string, path: string, client: Client, init: RequestInit = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  headers.set("X-Forwarded-For", client.address);
  if (init.method && init.method !== "GET") headers.set("Origin", origin);
  if (client.cookies?.length) headers.set("Cookie", client.cookies.join("; "));
  const response = await fetch(`${origin}${path}`, { ...init, headers, redirect: "manual" });
  const setCookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  return { status: response.status, headers: response.headers, text: await response.text(), setCookies };
}

export const postForm = (origin: string, path: string, client: Client, fields: Record<string, string>) =>
  send(origin, path, client, { method: "POST", body: new URLSearchParams(fields) });

export const cookieNamed = (answer: Answer, name: string) =>
  answer.setCookies.find((cookie) => cookie.startsWith(`${name}=`));

/** A finished workshop blueprint, stored for this client: its result path. */
export async function storedBlueprint(origin: string, client: Client): Promise<string> {
  const answer = await postForm(origin, "/tools/workshop-builder", client, { ...WORKSHOP_ANSWERS, step: "results" });
  return answer.headers.get("Location")!.split("?")[0]!;
}

/** A finished business quiz, stored: its result path. */
export async function storedQuiz(origin: string, client: Client): Promise<string> {
  const answer = await postForm(origin, "/tools/ai-business-quiz", client, {
    industry: "tech",
    skill: "technical",
    delivery: "small-group",
    income: "20k+",
    confidence: "5",
    step: "results",
  });
  return answer.headers.get("Location")!.split("?")[0]!;
}

/** POST /api/subscribe as the capture forms' scripts send it. */
export function subscribe(origin: string, client: Client, body: Record<string, string>): Promise<Answer> {
  return send(origin, "/api/subscribe", client, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** The sign-in form's post (the password step). */
export const signIn = (origin: string, client: Client, password: string) =>
  postForm(origin, "/admin?index", client, { password });

/** The admin's session cookie, signed in from `client`'s address. */
export async function adminSession(origin: string, client: Client): Promise<string> {
  const answer = await signIn(origin, client, E2E_ADMIN.password);
  const cookie = cookieNamed(answer, "admin_session");
  if (answer.status !== 302 || !cookie) throw new Error(`admin sign-in failed with ${answer.status}`);
  return cookie;
}
