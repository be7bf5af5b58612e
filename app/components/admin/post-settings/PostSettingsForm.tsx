import { Save } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { CategoryCheckboxGroup } from "~/components/admin/CategoryCheckboxGroup";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { AI_CATEGORIES, BATON_CATEGORIES } from "~/modules/catalog/categories";
import type { SettingsPageData } from "~/modules/post-settings/settings-page.server";
import type { SettingsSaveOutcome } from "~/modules/post-settings/save-settings.server";
import type { SettingsProblem } from "~/modules/post-settings/settings-form";
import { SEO_LENGTHS } from "~/modules/seo/lengths";
import { resolvePlaybookSeo, searchSnippet, socialCard } from "~/modules/seo/playbook-seo";
import { ImageField } from "./ImageField";
import { PublishDateField } from "./PublishDateField";
import { SearchPreview } from "./SearchPreview";
import { SeriesFields } from "./SeriesFields";
import { SettingsField } from "./SettingsField";
import { SocialCardPreview } from "./SocialCardPreview";
import { useSettingsDraft } from "./useSettingsDraft";

interface PostSettingsFormProps {
  data: SettingsPageData;
  /** The answer to a save sent before scripts loaded: a refused form is shown again as typed. */
  answer?: SettingsSaveOutcome;
  /** In the editor's side panel: answers come back to the panel instead of moving the page. */
  panel?: boolean;
  /** Told when a save went through (the editor's panel follows a new slug). */
  onSaved?: (outcome: Extract<SettingsSaveOutcome, { ok: true }>) => void;
}

const sectionClass = "space-y-4 rounded-xl border border-slate-200 bg-white p-5";
const headingClass = "text-lg font-semibold text-slate-950";

/**
 * A playbook's post settings: address and date, excerpt and feature image, search and share
 * texts with live previews, series and categories. One form, posted to the settings route, so
 * it works before scripts load, on its own page and in the editor's side panel alike.
 */
export function PostSettingsForm({ data, answer, panel, onSaved }: PostSettingsFormProps) {
  const fetcher = useFetcher<SettingsSaveOutcome>({ key: `post-settings:${data.slug}` });
  const result = fetcher.data ?? answer;
  const { draft, field } = useSettingsDraft(answer && !answer.ok ? answer.draft : data.draft);
  const [socialPreview, setSocialPreview] = useState("");
  const toast = useToast();

  useEffect(() => {
    if (!fetcher.data) return;
    // Images uploaded with the form are stored now, saved or not: sending again does not upload them again.
    field("featureImage")(fetcher.data.draft.featureImage);
    field("socialImage")(fetcher.data.draft.socialImage);
    setSocialPreview("");
    if (fetcher.data.ok) {
      toast({ title: "Saved", description: fetcher.data.message });
      onSaved?.(fetcher.data);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [fetcher.data]);

  const problems = result && !result.ok ? result.problems : [];
  const errorOf = (name: SettingsProblem["field"]) => problems.find((problem) => problem.field === name)?.message;
  const formErrors = problems.filter((problem) => problem.field === "form");

  const path = `/catalog/${draft.urlSlug.trim() || data.slug}`;
  const settings = { ...data.settings, ...draft };
  const seo = resolvePlaybookSeo({ title: data.title, description: draft.excerpt, settings }, data.site.name, path);
  const cardImage = socialPreview || draft.socialImage || data.generatedShareImage;

  return (
    <fetcher.Form
      method="post"
      action={`/admin/playbooks/${data.slug}/settings`}
      encType="multipart/form-data"
      aria-label={`Settings of ${data.title}`}
      className="space-y-6"
    >
      <input type="hidden" name="version" value={data.draft.version} />
      <input type="hidden" name="publishedAtLoaded" value={data.draft.publishedAtLoaded} />
      {panel && <input type="hidden" name="panel" value="1" />}
      {problems.length > 0 && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">The settings were not saved.</p>
          <ul className="mt-1 list-disc pl-5">
            {(formErrors.length > 0 ? formErrors : problems).map((problem) => (
              <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </div>
      )}

      <section aria-labelledby={`${data.slug}-address`} className={sectionClass}>
        <h2 id={`${data.slug}-address`} className={headingClass}>
          Address and date
        </h2>
        <SettingsField
          name="urlSlug"
          label="URL slug"
          value={draft.urlSlug}
          onChange={field("urlSlug")}
          hint={`${data.site.url}${path}. A new slug moves the playbook; its old address redirects to the new one.`}
          error={errorOf("urlSlug")}
        />
        <PublishDateField
          data={data}
          value={draft.publishedAt}
          onChange={field("publishedAt")}
          error={errorOf("publishedAt")}
        />
      </section>

      <section aria-labelledby={`${data.slug}-excerpt`} className={sectionClass}>
        <h2 id={`${data.slug}-excerpt`} className={headingClass}>
          Excerpt and feature image
        </h2>
        <SettingsField
          name="excerpt"
          label="Excerpt"
          multiline
          value={draft.excerpt}
          onChange={field("excerpt")}
          hint="Shown on the playbook's card, in the feed, and as its description wherever no meta description is set."
          length={{ rule: SEO_LENGTHS.excerpt, whereCut: "cards" }}
          error={errorOf("excerpt")}
        />
        <ImageField
          key={draft.featureImage}
          name="featureImage"
          label="Feature image"
          value={draft.featureImage}
          hint="Shown at the top of the playbook's overview. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
          error={errorOf("featureImage")}
        />
        <SettingsField
          name="featureImageAlt"
          label="Feature image description (alt text)"
          value={draft.featureImageAlt}
          onChange={field("featureImageAlt")}
          hint="What the image shows, for readers who cannot see it."
          error={errorOf("featureImageAlt")}
        />
      </section>

      <section aria-labelledby={`${data.slug}-search`} className={sectionClass}>
        <h2 id={`${data.slug}-search`} className={headingClass}>
          Search engines
        </h2>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-4">
            <SettingsField
              name="metaTitle"
              label="Meta title"
              value={draft.metaTitle}
              onChange={field("metaTitle")}
              placeholder={`${data.title} | ${data.site.name}`}
              hint="The page's title in search results and the browser tab. Empty: the title and the site's name."
              length={{ rule: SEO_LENGTHS.metaTitle }}
              error={errorOf("metaTitle")}
            />
            <SettingsField
              name="metaDescription"
              label="Meta description"
              multiline
              value={draft.metaDescription}
              onChange={field("metaDescription")}
              hint="The text under the title in search results. Empty: the excerpt."
              length={{ rule: SEO_LENGTHS.metaDescription }}
              error={errorOf("metaDescription")}
            />
            <SettingsField
              name="canonicalUrl"
              label="Canonical URL"
              type="url"
              value={draft.canonicalUrl}
              onChange={field("canonicalUrl")}
              hint="Only when this playbook first appeared elsewhere: the original's address, so search engines credit it. Empty: this page."
              error={errorOf("canonicalUrl")}
            />
          </div>
          <SearchPreview snippet={searchSnippet(seo, data.site.name, data.site.url)} />
        </div>
      </section>

      <section aria-labelledby={`${data.slug}-social`} className={sectionClass}>
        <h2 id={`${data.slug}-social`} className={headingClass}>
          Social sharing
        </h2>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-4">
            <SettingsField
              name="socialTitle"
              label="Social title"
              value={draft.socialTitle}
              onChange={field("socialTitle")}
              hint="The title on X, LinkedIn and Facebook cards. Empty: the meta title, else the title."
              length={{ rule: SEO_LENGTHS.socialTitle, whereCut: "cards" }}
              error={errorOf("socialTitle")}
            />
            <SettingsField
              name="socialDescription"
              label="Social description"
              multiline
              value={draft.socialDescription}
              onChange={field("socialDescription")}
              hint="Empty: the meta description, else the excerpt."
              length={{ rule: SEO_LENGTHS.socialDescription, whereCut: "cards" }}
              error={errorOf("socialDescription")}
            />
            <ImageField
              key={draft.socialImage}
              name="socialImage"
              label="Social image"
              value={draft.socialImage}
              fallback={{
                src: data.generatedShareImage,
                caption: "Generated from the title and category (used while no image is set).",
              }}
              hint="Cropped to 1200×630 around its most detailed part. Empty: an image is made from the title and category."
              error={errorOf("socialImage")}
              onPreview={setSocialPreview}
            />
          </div>
          <SocialCardPreview card={socialCard(seo, data.site.url, cardImage)} />
        </div>
      </section>

      <section aria-labelledby={`${data.slug}-organize`} className={sectionClass}>
        <h2 id={`${data.slug}-organize`} className={headingClass}>
          Series and categories
        </h2>
        <SeriesFields data={data} draft={draft} field={field} errorOf={errorOf} />
        <CategoryCheckboxGroup
          legend="AI categories"
          categories={AI_CATEGORIES}
          name="ai"
          selected={draft.aiCategories}
          onToggle={(id, checked) =>
            field("aiCategories")(
              checked ? [...draft.aiCategories, id] : draft.aiCategories.filter((value) => value !== id),
            )
          }
        />
        <CategoryCheckboxGroup
          legend="BATON categories"
          categories={BATON_CATEGORIES}
          name="baton"
          selected={draft.batonCategories}
          onToggle={(id, checked) =>
            field("batonCategories")(
              checked ? [...draft.batonCategories, id] : draft.batonCategories.filter((value) => value !== id),
            )
          }
        />
      </section>

      <div className="flex items-center gap-3">
        <button type="submit" disabled={fetcher.state !== "idle"} className={buttonClass("primary")}>
          <Save aria-hidden="true" className="size-4" />
          {fetcher.state === "submitting" ? "Saving…" : "Save settings"}
        </button>
        {result?.ok && (
          <p role="status" className="text-sm text-emerald-800">
            {result.message}
          </p>
        )}
      </div>
    </fetcher.Form>
  );
}
