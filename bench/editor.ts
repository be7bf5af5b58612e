import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSqlite, sqliteFilePath } from "~/db/connection.server";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { htmlWordCount } from "~/modules/text/html-words";
import { testPlaybook } from "../tests/support/playbooks";
import { launchChromium } from "../tests/support/chromium";
import { describeMachine } from "./support/machine";
import { percentile, startBenchServer, stopServer } from "./support/production";

// npm run bench:editor: typing latency in the visual editor, in a part of 10,000 words, on the
// production build in Chromium. For each keystroke: from its keydown to the moment the editor
// has taken the character in (ProseMirror's transaction, the extensions, React) and the page's
// layout is up to date; Chromium's own Event Timing (key press to the next paint, which also
// waits for the frame) is shown beside it. Budget: the 95th percentile under 16 ms, one frame.

const WORDS = 10_000;
const KEYSTROKES = 300;
const BUDGET_MS = 16;
const ADMIN = { email: "bench-writer@example.com", password: "bench editor password 1" };
const SLUG = "typing-bench";

const SENTENCES = [
  "A workshop priced at forty-nine dollars tells buyers it is a webinar with homework.",
  "Anchor the price on the outcome the room will leave with, not on the hours you spend.",
  "Three tiers make the middle one the easy choice, so design the top tier to be admired.",
  "Raise the price before the room is full, and say why in one plain sentence.",
];

/** A long part with the blocks a real one has: headings, paragraphs with marks and links, lists, a quote. */
function longPart(words: number): string {
  const blocks: string[] = [];
  for (let section = 1; htmlWordCount(blocks.join("")) < words; section += 1) {
    blocks.push(`<h2 id="section-${section}">Section ${section}: pricing that sells</h2>`);
    for (let paragraph = 0; paragraph < 6; paragraph += 1) {
      const text = Array.from({ length: 4 }, (_, index) => SENTENCES[(paragraph + index) % SENTENCES.length]).join(" ");
      blocks.push(
        `<p>${text.replace("outcome", "<strong>outcome</strong>").replace("plain", '<a href="/catalog">plain</a>')}</p>`,
      );
    }
    blocks.push(
      "<ul><li><p>Name the result.</p></li><li><p>Price the result.</p></li></ul><blockquote><p>Price is a promise.</p></blockquote>",
    );
  }
  return blocks.join("");
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-editor-"));
const server = await startBenchServer(dataDir, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const browser = await launchChromium();
try {
  const html = longPart(WORDS);
  const db = openSqlite(sqliteFilePath(dataDir));
  await upsertPlaybook(
    db,
    testPlaybook({
      slug: SLUG,
      title: "Typing Bench",
      parts: [
        {
          title: "The long part",
          slug: "the-long-part",
          html,
          wordCount: htmlWordCount(html),
          headings: [],
          keywords: [],
        },
      ],
    }),
  );
  await db.destroy();

  const page = await (
    await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } })
  ).newPage();
  await page.goto(`/admin?redirectTo=${encodeURIComponent(`/admin/playbooks/${SLUG}/edit`)}`);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(`**/admin/playbooks/${SLUG}/edit`);
  // The visual editor, not the HTML field it replaces once loaded (whose label begins the same).
  const editor = page.getByRole("textbox", { name: "Part 1 content", exact: true });
  await editor.waitFor();
  const words = await page
    .getByRole("navigation", { name: "Parts" })
    .getByText(/ words · /)
    .first()
    .textContent();

  // Every keystroke, measured in the page: keydown → the editor's update and layout done.
  await page.evaluate(() => {
    const surface = document.querySelector<HTMLElement>('[aria-label="Part 1 content"]')!;
    const times: number[] = [];
    const events: number[] = [];
    Object.assign(window, { keystrokeTimes: times, eventTimes: events });
    // Only keys that type: a key that moves the caret has no input event to end its measure.
    let start: number | undefined;
    surface.addEventListener("keydown", () => (start = performance.now()), { capture: true });
    surface.addEventListener("input", () => {
      const began = start;
      start = undefined;
      if (began === undefined) return;
      // The character is in the DOM by the input event; ProseMirror reads it in a microtask after it.
      queueMicrotask(() =>
        queueMicrotask(() => {
          void surface.offsetHeight;
          times.push(performance.now() - began);
        }),
      );
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === "keydown") events.push(entry.duration);
    }).observe({ type: "event", durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  // In the middle of the part, at the end of a paragraph.
  await editor.locator("p").nth(100).click();
  await page.keyboard.press("End");
  await page.waitForTimeout(1000);
  const text = "Typing in a long part stays fast. ".repeat(20).slice(0, KEYSTROKES);
  await page.keyboard.type(text, { delay: 40 });
  await page.waitForTimeout(500);
  const { keystrokeTimes, eventTimes } = await page.evaluate(() => {
    const measured = window as unknown as { keystrokeTimes: number[]; eventTimes: number[] };
    return { keystrokeTimes: measured.keystrokeTimes, eventTimes: measured.eventTimes };
  });
  const typed = (await editor.textContent())?.includes(text.trim()) ?? false;

  const sorted = [...keystrokeTimes].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `Typing in the visual editor: ${words?.trim()} in the part, ${keystrokeTimes.length} keystrokes (${describeMachine()})`,
  );
  console.log(
    `  per keystroke (keydown → editor updated, layout done): median ${ms(percentile(sorted, 50))}, p95 ${ms(p95)}, max ${ms(sorted.at(-1) ?? NaN)}   budget p95 < ${BUDGET_MS} ms`,
  );
  console.log(
    `  keystrokes Chromium timed at 16 ms or more to the next paint (Event Timing): ${eventTimes.length} of ${keystrokeTimes.length}`,
  );
  console.log(
    `  load average while measured: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(", ")} (figures move with other work on the machine)`,
  );
  const ok = typed && keystrokeTimes.length === KEYSTROKES && p95 < BUDGET_MS;
  if (!typed) console.log("FAILED: the typed text did not all arrive in the part");
  console.log(ok ? `OK: typing stays within one frame (${BUDGET_MS} ms) at the 95th percentile` : "OVER BUDGET");
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  await stopServer(server.process);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
