import { useId } from "react";
import { parseKeywordList } from "~/modules/admin/playbook-draft";
import { META_DESCRIPTION_MAX } from "~/modules/seo/meta-description";

interface SeoFieldsProps {
  metaDescription: string;
  keywords: string;
  onChange: (change: { metaDescription?: string; keywords?: string }) => void;
}

const fieldClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900";

/** The SEO tab: meta description (with its length) and the comma-separated keyword list. */
export function SeoFields({ metaDescription, keywords, onChange }: SeoFieldsProps) {
  const countId = useId();
  const keywordsHelpId = useId();
  const length = metaDescription.trim().length;
  const parsed = parseKeywordList(keywords);
  return (
    <div className="space-y-4">
      <label className="block text-sm font-medium text-slate-800">
        Meta description
        <textarea
          name="metaDescription"
          value={metaDescription}
          rows={3}
          aria-describedby={countId}
          onChange={(event) => onChange({ metaDescription: event.currentTarget.value })}
          className={fieldClass}
        />
      </label>
      <p id={countId} className={`text-xs ${length > META_DESCRIPTION_MAX ? "text-red-700" : "text-slate-600"}`}>
        {length}/{META_DESCRIPTION_MAX} characters
      </p>
      <label className="block text-sm font-medium text-slate-800">
        Keywords
        <input
          name="keywords"
          value={keywords}
          aria-describedby={keywordsHelpId}
          onChange={(event) => onChange({ keywords: event.currentTarget.value })}
          className={fieldClass}
        />
      </label>
      <p id={keywordsHelpId} className="text-xs text-slate-600">
        Separate keywords with commas (at most 10). Saved as: {parsed.length > 0 ? parsed.join(" · ") : "none"}
      </p>
    </div>
  );
}
