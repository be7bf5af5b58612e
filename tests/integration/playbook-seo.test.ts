import { describe, expect, it } from "vitest";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { NO_IMAGES, assemblePlaybook } from "~/modules/importer/assemble.server";
import { parsePlaybookHtml } from "~/modules/importer/parse";
import { loader as overviewLoader, meta as overviewMeta } from "~/routes/catalog.$slug";
import { loader as partLoader, meta as partMeta } from "~/routes/catalog.$slug_.$partSlug";
import { adminSessionCookie } from "../support/admin-requests";
import { editorForm, openEditorPage, postEditor } from "../support/editor-calls";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase({ seeded: true });
const SITE = { name: "AI Business Playbooks", url: "https://playbooks.test", newsletterUrl: "https://news.test" };

type Loader = (args: never) => Promise<unknown>;
type Meta = (args: never) => unknown;

/** The public page's head as the server renders it: its loader, then its meta function. */
async function publicHead(loader: Loader, meta: Meta, path: string, params: Record<string, string>) {
  const loaderData = await loader({
    request: new Request(`https://playbooks.test${path}`),
    params,
    context: t.context,
  } as never);
  const tags = meta({
    loaderData,
    matches: [{ id: "root", data: { site: SITE } }],
    location: { pathname: path },
  } as never);
  const named = (name: string) =>
    (tags as { name?: string; content?: string }[]).find((tag) => tag.name === name)?.content;
  return { description: named("description"), keywords: named("keywords") };
}

describe("SEO set in the editor reaches the public pages", () => {
  it("uses the saved meta description and keywords on the overview and its parts", async () => {
    const cookie = await adminSessionCookie(t.context);
    const { draft } = await openEditorPage(t.context, cookie, "ai-fundamentals");
    const ownerText = "How AI models really work, explained for owners in ten minutes.";
    await postEditor(
      t.context,
      cookie,
      "ai-fundamentals",
      editorForm({ ...draft, metaDescription: ownerText, keywords: "llm basics, tokens explained" }),
    );

    const overview = await publicHead(overviewLoader, overviewMeta, "/catalog/ai-fundamentals", {
      slug: "ai-fundamentals",
    });
    expect(overview).toEqual({ description: ownerText, keywords: "llm basics, tokens explained" });

    const partSlug = "what-generative-ai-really-is";
    const part = await publicHead(partLoader, partMeta, `/catalog/ai-fundamentals/${partSlug}`, {
      slug: "ai-fundamentals",
      partSlug,
    });
    expect(part.description).toContain(ownerText.slice(0, 40));
    expect(part.description!.length).toBeLessThanOrEqual(160);
    expect(part.keywords).toBe("llm basics, tokens explained");
  });

  it("gives an imported page with a 400-character first paragraph a meta description of at most 160", async () => {
    const paragraph = `${"Most owners price their services by gut feeling and hope. ".repeat(7)}`.trim();
    expect(paragraph.length).toBeGreaterThan(400);
    const html = `<html><body><h1>Pricing by gut feeling</h1><p>${paragraph}</p>
      ${["Why it fails", "What to do", "How to test", "When to raise"].map((heading) => `<h2>${heading}</h2><p>${"Real advice on pricing and packaging offers. ".repeat(12)}</p>`).join("")}
      </body></html>`;
    const playbook = assemblePlaybook(parsePlaybookHtml(html, "gut.html"), NO_IMAGES, {
      fileName: "gut.html",
      importedAt: new Date().toISOString(),
    });
    expect(playbook.description.length).toBeGreaterThan(400);
    await upsertPlaybook(t.db, playbook);

    const head = await publicHead(overviewLoader, overviewMeta, `/catalog/${playbook.slug}`, { slug: playbook.slug });
    expect(head.description!.length).toBeLessThanOrEqual(160);
    expect(head.description).toMatch(/^Most owners price their services by gut feeling and hope\./);
  });
});
