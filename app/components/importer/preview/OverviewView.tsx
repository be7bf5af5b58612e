import { categoryTitle } from "~/modules/catalog/categories";
import type { PlaybookPreview } from "~/modules/importer/preview.server";
import { countOf } from "~/modules/text/words";
import { Fact, TagList } from "./Fact";
import { StoredImageThumbnail } from "./StoredImageThumbnail";

const titles = (ids: readonly string[]) => ids.map((id) => categoryTitle(id) ?? id);

export function OverviewView({ preview }: { preview: PlaybookPreview }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div className="space-y-6">
        <p className="text-slate-700">{preview.description}</p>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label="AI categories">
            <TagList values={titles(preview.aiCategories)} />
          </Fact>
          <Fact label="BATON categories">
            <TagList values={titles(preview.batonCategories)} />
          </Fact>
          <Fact label="Business areas">
            <TagList values={preview.businessAreas} />
          </Fact>
          <Fact label="Tools">
            <TagList values={preview.tools} />
          </Fact>
          <Fact label="Reading time">{preview.readingTimeMinutes} min</Fact>
          <Fact label="Words">{countOf(preview.wordCount, "word")}</Fact>
          <Fact label="Headings">
            <TagList values={preview.headings} />
          </Fact>
          <Fact label="Keywords">
            <TagList values={preview.keywords} />
          </Fact>
        </dl>
        <div>
          <h3 className="font-semibold text-slate-950">Parts</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
            {preview.parts.map((part) => (
              <li key={part.slug}>
                {part.title}{" "}
                <span className="text-sm text-slate-500">
                  ({countOf(part.wordCount, "word")}, {part.readingTimeMinutes} min)
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div>
        <h3 className="font-semibold text-slate-950">Images</h3>
        {preview.images.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">This playbook has no images.</p>
        ) : (
          <ul className="mt-2 grid grid-cols-2 gap-2">
            {preview.images.map((image) => (
              <li key={image.optimizedUrl}>
                <StoredImageThumbnail image={image} className="border border-slate-200" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
