import { E2E_ADMIN } from "./admin-credentials";
import { patientFetch } from "./patient-fetch";

/** Signs in through the login form's action and returns the session cookie ("admin_session=…"). */
export async function signInCookie(origin: string, password: string = E2E_ADMIN.password): Promise<string> {
  const response = await patientFetch(`${origin}/admin?index`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ password }),
  });
  const setCookie = response.headers.get("Set-Cookie");
  if (response.status !== 302 || !setCookie) throw new Error(`admin sign-in failed with ${response.status}`);
  return setCookie.split(";")[0]!;
}
