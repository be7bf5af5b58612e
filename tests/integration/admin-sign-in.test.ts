import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { createAdminUser, findAdminUserByEmail } from "~/db/queries/admin-users.server";
import { readSecondFactor } from "~/db/queries/second-factor.server";
import { hashPassword } from "~/modules/auth/password.server";
import { confirmEnrolment, startEnrolment } from "~/modules/auth/second-factor.server";
import { SIGN_IN_FAILURE_LIMIT } from "~/modules/auth/sign-in.server";
import { action } from "~/routes/admin._index";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();
const ORIGIN = "https://playbooks.test";
const PASSWORD = "a long enough password";

interface ActionAnswer {
  status: number;
  headers: Headers;
  body?: unknown;
}

/** Posts the sign-in form to the route's action as a browser would, and reads the answer however it comes. */
async function post(form: Record<string, string>, cookies: string[] = []): Promise<ActionAnswer> {
  const headers = new Headers({ Origin: ORIGIN });
  if (cookies.length > 0) headers.set("Cookie", cookies.join("; "));
  const request = new Request(`${ORIGIN}/admin?index`, { method: "POST", headers, body: new URLSearchParams(form) });
  try {
    const result = (await action({ request, params: {}, context: t.context } as never)) as {
      data: unknown;
      init?: ResponseInit;
    };
    return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), body: result.data };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, headers: thrown.headers };
  }
}

/** The "name=value" parts of every Set-Cookie header. */
const cookiesOf = (answer: ActionAnswer) => answer.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
const named = (cookies: string[], name: string) => cookies.find((cookie) => cookie.startsWith(`${name}=`))!;

async function addOwner(): Promise<string> {
  await createAdminUser(t.db, { email: "owner@example.com", passwordHash: await hashPassword(PASSWORD) });
  return (await findAdminUserByEmail(t.db, "owner@example.com"))!.id;
}

const sessionCount = async () => (await t.db.selectFrom("admin_sessions").select("id").execute()).length;

describe("admin sign-in action", () => {
  it("answers a return path holding CR/LF with a redirect home, storing one session", async () => {
    await addOwner();
    const answer = await post({ password: PASSWORD, redirectTo: "/admin/playbooks\r\nSet-Cookie: stolen=1" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin");
    expect(await sessionCount()).toBe(1);
  });

  it("gives the browser a signed device cookie that keeps it in when its address is locked", async () => {
    await addOwner();
    const signedIn = await post({ password: PASSWORD });
    // Sent with every request, "/admin.data" (where scripts post the sign-in) included.
    expect(signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith("admin_device="))).toMatch(
      /; Path=\/;.*HttpOnly/,
    );
    const device = named(cookiesOf(signedIn), "admin_device");
    for (let attempt = 0; attempt < SIGN_IN_FAILURE_LIMIT; attempt += 1) {
      expect((await post({ password: "wrong" })).status).toBe(401);
    }
    expect((await post({ password: PASSWORD })).status).toBe(429);
    expect((await post({ password: PASSWORD }, [device])).status).toBe(302);

    const [name, value] = device.split("=") as [string, string];
    const forged = `${name}=${value.slice(0, -4)}AAAA`;
    expect((await post({ password: PASSWORD }, [forged])).status).toBe(429);
  });

  it("asks an account with a second factor for its code, accepts it once, and a recovery code once", async () => {
    const id = await addOwner();
    await startEnrolment(t.db, id);
    const { pendingSecret } = await readSecondFactor(t.db, id);
    const enabled = await confirmEnrolment(t.db, id, {
      code: await generate({ secret: pendingSecret! }),
      keepSession: "",
    });
    const recoveryCodes = enabled?.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);

    const password = await post({ password: PASSWORD, redirectTo: "/admin/leads" });
    expect(password).toMatchObject({ status: 200, body: { step: "code" } });
    expect(await sessionCount()).toBe(0);
    const pending = named(cookiesOf(password), "admin_second_step");

    expect(await post({ intent: "code", code: "000000", redirectTo: "/admin/leads" }, [pending])).toMatchObject({
      status: 401,
      body: { error: "Incorrect code", step: "code" },
    });
    // The set-up used this time step's code; the app's next one (within the clock tolerance) is new.
    const code = await generate({ secret: pendingSecret!, epoch: Math.floor(Date.now() / 1000) + 30 });
    const signedIn = await post({ intent: "code", code, redirectTo: "/admin/leads" }, [pending]);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/admin/leads");
    expect(cookiesOf(signedIn).map((cookie) => cookie.split("=")[0])).toEqual([
      "admin_session",
      "admin_device",
      "admin_second_step",
    ]);

    expect((await post({ intent: "code", code }, [pending])).status).toBe(401);
    const recovery = recoveryCodes![0]!.toUpperCase();
    expect((await post({ intent: "code", code: recovery }, [pending])).status).toBe(302);
    expect((await post({ intent: "code", code: recovery }, [pending])).status).toBe(401);
  });

  it("answers a post that is not a sign-in form 'Incorrect password', and counts it like one", async () => {
    await addOwner();
    const malformed: [BodyInit, string][] = [
      [JSON.stringify({ password: PASSWORD }), "application/json"],
      ["--x\r\nbroken", "multipart/form-data; boundary=x"],
      [new URLSearchParams({ password: PASSWORD, intent: "elevate" }).toString(), "application/x-www-form-urlencoded"],
      [new URLSearchParams({ password: "x".repeat(5000) }).toString(), "application/x-www-form-urlencoded"],
    ];
    for (const [body, type] of malformed) {
      const request = new Request(`${ORIGIN}/admin?index`, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": type },
        body,
      });
      const result = (await action({ request, params: {}, context: t.context } as never)) as {
        data: unknown;
        init?: ResponseInit;
      };
      expect(result).toMatchObject({ data: { error: "Incorrect password" }, init: { status: 401 } });
    }
    // Four counted already: one more attempt, then the pair waits out the window.
    expect((await post({ password: "wrong" })).status).toBe(401);
    expect((await post({ password: PASSWORD })).status).toBe(429);
  });

  it("sends a code without a pending password step back to the password", async () => {
    await addOwner();
    expect(await post({ intent: "code", code: "123456" })).toMatchObject({
      status: 400,
      body: { error: "The sign-in timed out. Enter your password again." },
    });
    expect(await post({ intent: "code", code: "123456" }, ["admin_second_step=forged"])).toMatchObject({
      status: 400,
    });
  });
});
