import fs from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import { AI_CATEGORIES, BATON_CATEGORIES } from "~/modules/catalog/categories";
import { playbookFrontMatterSchema } from "~/modules/demo-content/front-matter";
import { splitIntoParts } from "~/modules/demo-content/markdown.server";
import { readFrontMatter } from "~/modules/text/front-matter";
import { partSlug } from "~/modules/text/slug";

/**
 * Writes the demo library (content/playbooks) as Starlight pages at the app's own addresses:
 * a home page, each playbook's overview at /catalog/{slug}/ and each part at
 * /catalog/{slug}/{part}/, with the same text, headings and images.
 */
export function writeStarlightLibrary(contentDir: string, peerDir: string): void {
  const docs = path.join(peerDir, "src/content/docs");
  fs.rmSync(docs, { recursive: true, force: true });
  fs.rmSync(path.join(peerDir, "public"), { recursive: true, force: true });
  fs.cpSync(path.join(contentDir, "images"), path.join(peerDir, "public/images"), { recursive: true });

  const playbooks = fs
    .readdirSync(path.join(contentDir, "playbooks"))
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => {
      const { data, content } = readFrontMatter(fs.readFileSync(path.join(contentDir, "playbooks", file), "utf8"));
      return { meta: playbookFrontMatterSchema.parse(data), parts: splitIntoParts(content) };
    });

  playbooks.forEach(({ meta, parts }, order) => {
    const dir = path.join(docs, "catalog", meta.slug);
    const slugs = parts.map((part, index) => partSlug(part.title, index + 1));
    const contents = parts.map(
      (part, index) => `${index + 1}. [${part.title}](/catalog/${meta.slug}/${slugs[index]}/)`,
    );
    writePage(path.join(dir, "index.md"), { title: meta.title, description: meta.description, sidebar: { order } }, [
      meta.description,
      `[Start Reading](/catalog/${meta.slug}/${slugs[0]}/)`,
      "## Playbook Contents",
      contents.join("\n"),
    ]);
    parts.forEach((part, index) => {
      const body = part.body.replaceAll("](images/", "](/images/");
      writePage(path.join(dir, `${slugs[index]}.md`), { title: part.title, sidebar: { order: index + 1 } }, [body]);
    });
  });

  const categories = [...AI_CATEGORIES, ...BATON_CATEGORIES].map(
    (category) => `- [${category.title}](/catalog/): ${category.description}`,
  );
  const library = playbooks.map(({ meta }) => `- [${meta.title}](/catalog/${meta.slug}/)`);
  writePage(
    path.join(docs, "index.mdx"),
    {
      title: "AI Business Playbooks: Learn to Build an AI-Powered Business",
      template: "splash",
      hero: {
        tagline: "Build a business that runs on AI, one playbook at a time.",
        actions: [{ text: "Browse Catalog", link: `/catalog/${playbooks[0]!.meta.slug}/` }],
      },
    },
    ["## Explore by category", categories.join("\n"), "## Every playbook", library.join("\n")],
  );
}

function writePage(file: string, frontMatter: object, blocks: string[]): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `---\n${stringify(frontMatter)}---\n\n${blocks.join("\n\n")}\n`);
}
