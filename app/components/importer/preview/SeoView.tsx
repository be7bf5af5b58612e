import type { PlaybookPreview } from "~/modules/importer/preview.server";
import { Fact, TagList } from "./Fact";

export function SeoView({ preview }: { preview: PlaybookPreview }) {
  const seo = preview.content.seoData;
  return (
    <dl className="grid gap-6 sm:grid-cols-2">
      <Fact label="Meta description">{seo.metaDescription || "None"}</Fact>
      <Fact label="Category">{seo.category}</Fact>
      <Fact label="Keywords">
        <TagList values={preview.keywords} />
      </Fact>
      <Fact label="Focus keywords">
        <TagList values={preview.content.focusKeywords} />
      </Fact>
      <Fact label="Reading time">{seo.readingTime} min</Fact>
      <Fact label="Word count">{seo.wordCount}</Fact>
    </dl>
  );
}
