import { describe, expect, it } from "vitest";
import { reportFigure, withAttackServer } from "./attack-server";
import { adminSession, cookieNamed, send, storedBlueprint, storedQuiz, subscribe, type Client } from "./visitors";

/**
 * `npm run test:attack`, issue 20 row 6: someone types an address that is already on file (the
 * owner subscribed from their own browser). Before, the answer carried the owner's subscriber
 * cookie (the lead id): it showed the owner's pack link, unlocked the owner's roadmaps and wrote
 * the attacker's campaign over the owner's last touch.
 */
const server = withAttackServer();
const OWNER = "owner-of-the-pack@example.com";

const packLinkIn = (html: string) => /href="(\/resources\/[A-Za-z0-9_-]{22})"/.exec(html)?.[1];
const roadmapsLocked = (html: string) => html.includes("Unlock your step-by-step roadmap");

describe("a known e-mail typed in another browser", () => {
  it("hands over nothing of the owner's lead", async () => {
    const origin = server.current().baseUrl;
    const owner: Client = { address: "198.51.100.10" };
    const ownBlueprint = await storedBlueprint(origin, owner);
    const ownQuiz = await storedQuiz(origin, owner);
    const ownerAnswer = await subscribe(origin, owner, {
      email: OWNER,
      leadMagnet: "Workshop Resources Pack",
      resultId: ownBlueprint.split("/").pop()!,
      lastUtmSource: "owner-newsletter",
    });
    owner.cookies = [cookieNamed(ownerAnswer, "subscriber")!];
    const ownerPack = packLinkIn((await send(origin, `${ownBlueprint}?resources=1`, owner)).text);

    const attacker: Client = { address: "203.0.113.66" };
    const theirBlueprint = await storedBlueprint(origin, attacker);
    const attackerAnswer = await subscribe(origin, attacker, {
      email: OWNER,
      leadMagnet: "Workshop Resources Pack",
      resultId: theirBlueprint.split("/").pop()!,
      lastUtmSource: "attacker-campaign",
    });
    const attackerCookie = cookieNamed(attackerAnswer, "subscriber");
    attacker.cookies = attackerCookie ? [attackerCookie] : [];
    const sameCookie = attackerCookie !== undefined && attackerCookie === owner.cookies[0];
    const shownPack = packLinkIn((await send(origin, `${theirBlueprint}?resources=1`, attacker)).text);
    const ownersRoadmaps = !roadmapsLocked((await send(origin, ownQuiz, attacker)).text);

    const admin: Client = { address: "198.51.100.99" };
    admin.cookies = [await adminSession(origin, admin)];
    const csv = (await send(origin, "/admin/leads.csv", admin)).text;
    const lastTouch = csv.includes("attacker-campaign") ? "overwritten" : "kept";

    reportFigure(
      "row 6: known e-mail typed in another browser",
      `owner's cookie handed over: ${sameCookie ? "yes" : "no"}; owner's pack link shown: ${shownPack !== undefined && shownPack === ownerPack ? "yes" : "no"}; owner's quiz roadmaps unlocked: ${ownersRoadmaps ? "yes" : "no"}; owner's last touch ${lastTouch}; answer ${JSON.stringify(JSON.parse(attackerAnswer.text))}`,
    );
    expect(sameCookie).toBe(false);
    expect(shownPack).toBeUndefined();
    expect(ownersRoadmaps).toBe(false);
    expect(lastTouch).toBe("kept");
  });
});
