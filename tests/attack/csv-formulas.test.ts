import { describe, expect, it } from "vitest";
import { reportFigure, withAttackServer } from "./attack-server";
import { adminSession, send, subscribe, type Client } from "./visitors";

/**
 * `npm run test:attack`, issue 20 row 10: formulas hidden from a first-character check (behind
 * a NUL, white space, a zero-width space, or written with full-width signs) are sent as UTM
 * values and read back in the owner's lead export.
 */
const server = withAttackServer();
const FORMULAS = ["\u0000=1+1", "\uFF1D1+1", " =1+1", "\u200B@SUM(1+1)", "\uFF0B1+1", "\uFE63 1+1", "=1+1"];

describe("CSV export", () => {
  it("defuses every formula, however it is disguised", async () => {
    const origin = server.current().baseUrl;
    for (const [index, formula] of FORMULAS.entries()) {
      await subscribe(
        origin,
        { address: `198.51.100.${40 + index}` },
        { email: `csv${index}@example.com`, utmSource: formula },
      );
    }
    const admin: Client = { address: "198.51.100.99" };
    admin.cookies = [await adminSession(origin, admin)];
    const csv = (await send(origin, "/admin/leads.csv", admin)).text;
    const live = FORMULAS.filter((formula) => csv.includes(formula) && !csv.includes(`'${formula}`));
    reportFigure(
      "row 10: disguised formulas in the lead export",
      `${live.length} of ${FORMULAS.length} left live${live.length ? ` (${live.map((formula) => JSON.stringify(formula)).join(", ")})` : ""}`,
    );
    expect(live).toEqual([]);
  });
});
