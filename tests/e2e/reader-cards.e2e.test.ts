import { describe, expect, it } from "vitest";
import { htmlWordCount } from "~/modules/text/html-words";
import { expectNoAxeViolations, storeInServerDatabase, withBrowser } from "../support/browser";
import { testPlaybook } from "../support/playbooks";

const browser = withBrowser();

const CARDS = [
  "<p>Before the cards.</p>",
  '<aside class="callout" data-tone="warning"><p>Check the invoice before you send it.</p></aside>',
  "<details><summary>What does a workshop cost to run?</summary><p>About 300 dollars for a room and coffee.</p></details>",
  '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>Book the room</p></li><li data-type="taskItem" data-checked="false"><p>Send the invitations</p></li></ul>',
  '<div class="cta"><p class="cta-text">Ready to price your own?</p><a class="cta-button" href="/tools">Try the tools</a></div>',
  '<figure class="bookmark"><a href="https://example.com/guide"><span class="bookmark-title">A guide to pricing</span><span class="bookmark-description">How to set prices that sell.</span><span class="bookmark-site">Example</span></a></figure>',
  '<div class="signup" data-button="Send me the next one"><p class="signup-title">Get the next playbook</p><p class="signup-text">One e-mail a week.</p></div>',
].join("");

describe("cards on a reading page", () => {
  it(
    "work without any script: a note says its kind, a toggle opens, a checklist says what is done, a sign-up subscribes",
    { timeout: 150_000 },
    async () => {
      await storeInServerDatabase([
        testPlaybook({
          slug: "cards-on-the-page",
          title: "Cards on the Page",
          parts: [
            {
              title: "All the cards",
              slug: "all-the-cards",
              html: CARDS,
              wordCount: htmlWordCount(CARDS),
              headings: [],
              keywords: [],
            },
          ],
        }),
      ]);
      const address = "/catalog/cards-on-the-page/all-the-cards";
      // axe runs in the page, so it checks the page as readers with scripts get it (the same markup).
      const reader = await browser.page({ width: 390, height: 844 });
      await reader.goto(address);
      await expectNoAxeViolations(reader);

      // Everything else without JavaScript at all.
      const page = await browser.page({ javaScriptEnabled: false, width: 390, height: 844 });
      await page.goto(address);
      const article = page.getByRole("article").first();
      await article.getByRole("note").getByText("Warning", { exact: true }).waitFor();
      expect(await article.getByText("Done: Book the room").count()).toBe(1);
      expect(await article.getByText("To do: Send the invitations").count()).toBe(1);

      const answer = article.getByText("About 300 dollars for a room and coffee.");
      expect(await answer.isVisible()).toBe(false);
      await article.getByText("What does a workshop cost to run?").click();
      expect(await answer.isVisible()).toBe(true);
      expect(await article.getByRole("link", { name: "Try the tools" }).getAttribute("href")).toBe("/tools");
      expect(await article.getByRole("link", { name: /A guide to pricing/ }).getAttribute("rel")).toBe(
        "noopener noreferrer",
      );

      const signup = article.getByRole("form", { name: "Get the next playbook" });
      await signup.getByLabel("Email address").fill("reader@example.com");
      await signup.getByRole("button", { name: "Send me the next one" }).click();
      await page.waitForURL(/\/catalog\/cards-on-the-page\/all-the-cards\?subscribed=\w+#signup-1-thanks$/);
      await expect(article.getByText("Thank you for subscribing!").isVisible()).resolves.toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    },
  );
});
