import fs from "node:fs";
import path from "node:path";
import { readFrontMatter } from "~/modules/text/front-matter";
import { describe, expect, it } from "vitest";
import { tagPlaybook, termCounter } from "./tagging";

describe("term counting", () => {
  it("counts whole words and phrases, ignoring case", () => {
    const count = termCounter("Prompt engineering: prompts, PROMPT and prompt-engineering. Prompt  engineering again.");
    expect(count("prompt")).toBe(3);
    expect(count("prompt engineering")).toBe(2);
    expect(count("prompt-engineering")).toBe(1);
    expect(count("engine")).toBe(0);
  });
});

describe("tagging step", () => {
  it("finds tools by their product names, not by everyday words", () => {
    const { tools } = tagPlaybook(
      "Automations",
      "Connect Zapier or Make to Notion and ChatGPT. Move the cursor, make a notion of it, take a stripe.",
    );
    expect(tools).toEqual(["ChatGPT", "Zapier", "Make", "Notion"]);
  });

  it("picks the AI and BATON categories with the most hits, title hits counting more", () => {
    const tags = tagPlaybook(
      "Pricing your AI consulting offer",
      "Set pricing for clients. Package the offer as services with a clear price and a guarantee.",
    );
    expect(tags.aiCategory).toBe("ai-business");
    expect(tags.batonCategory).toBe("offer");
    expect(tags.seoCategory).toBe("sales");
  });

  it("defaults to AI Knowledge, Business and the general SEO category when nothing matches", () => {
    expect(tagPlaybook("Lorem", "ipsum dolor sit amet")).toEqual({
      aiCategory: "ai-knowledge",
      batonCategory: "business",
      businessAreas: [],
      tools: [],
      seoCategory: "general",
    });
  });

  it("tags business areas with at least three hits, strongest first, at most four", () => {
    const { businessAreas } = tagPlaybook(
      "Community",
      "community members community forum engagement. Revenue and pricing. Marketing campaign brand funnel ads.",
    );
    expect(businessAreas).toEqual(["Community", "Marketing"]);
  });

  it("agrees with the hand-picked categories of most demo playbooks and finds every tool they name", () => {
    const folder = path.resolve("content/playbooks");
    const files = fs.readdirSync(folder).filter((name) => name.endsWith(".md"));
    let aiAgreements = 0;
    let batonAgreements = 0;
    for (const file of files) {
      const { data, content } = readFrontMatter(fs.readFileSync(path.join(folder, file), "utf8"));
      const text = `${String(data.description)}\n${content}`;
      const tags = tagPlaybook(String(data.title), text);
      if (tags.aiCategory === data.aiCategory) aiAgreements += 1;
      if (tags.batonCategory === data.batonCategory) batonAgreements += 1;
      const namedInText = (data.tools as string[]).filter((tool) => tool !== "Make" && text.includes(tool));
      expect(tags.tools, file).toEqual(expect.arrayContaining(namedInText));
    }
    expect(aiAgreements / files.length).toBeGreaterThanOrEqual(0.7);
    expect(batonAgreements / files.length).toBeGreaterThanOrEqual(0.7);
  });
});
