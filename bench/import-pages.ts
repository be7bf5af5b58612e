import sharp from "sharp";
import type { IncomingFile } from "~/modules/importer/queue.server";

const WORDS = `automation pricing clients workflow prompts newsletter community offer strategy research
  partners revenue content audience tools systems onboarding retention launch workshop`.split(/\s+/);

/** A deterministic paragraph of about `length` characters, so runs are comparable. */
function paragraph(seed: number, length: number): string {
  const words: string[] = [];
  for (let index = 0, size = 0; size < length; index += 1) {
    const word = WORDS[(seed * 7 + index * 13) % WORDS.length]!;
    words.push(index % 12 === 0 ? `${word[0]!.toUpperCase()}${word.slice(1)}` : word);
    size += word.length + 1;
  }
  return `${words.join(" ")}.`;
}

/** An export-shaped page of about 50 KB: title, five sections with subheadings, lists and three images. */
export function benchPage(index: number, imageCount: number): IncomingFile {
  const sections = [1, 2, 3, 4, 5].map((section) => {
    const image = `images/figure-${(index + section) % imageCount}.png`;
    const body = Array.from({ length: 9 }, (_, n) => `<p>${paragraph(index + section + n, 1050)}</p>`).join("\n");
    return `<h2>Section ${section}: ${paragraph(section, 30)}</h2>\n${body}
<h3>Checklist</h3><ul>${[1, 2, 3].map((n) => `<li>${paragraph(n + section, 120)}</li>`).join("")}</ul>
${section <= 3 ? `<figure><img src="${image}" alt="Figure ${section}"></figure>` : ""}`;
  });
  const html = `<!DOCTYPE html><html><head><title>Bench ${index}</title><style>p{margin:0}</style>
<script>window.analytics=[]</script></head><body><h1>Benchmark playbook number ${index}</h1>
${sections.join("\n")}</body></html>`;
  return { name: `bench-${String(index).padStart(3, "0")}.html`, bytes: Buffer.from(html) };
}

/** Distinct 1600 × 900 PNGs the pages refer to, as an image folder beside the exports would hold. */
export async function benchImages(count: number): Promise<IncomingFile[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `figure-${index}.png`,
      bytes: await sharp({
        create: { width: 1600, height: 900, channels: 3, background: { r: (index * 37) % 256, g: 90, b: 200 } },
      })
        .png()
        .toBuffer(),
    })),
  );
}
