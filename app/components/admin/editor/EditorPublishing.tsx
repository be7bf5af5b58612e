import { PostSettingsPanel, type PostSettingsPanelProps } from "~/components/admin/post-settings/PostSettingsPanel";
import { PublishFlow } from "~/components/admin/publishing/PublishFlow";
import type { PlaybookStatus } from "~/db/schema";
import { editorHref } from "~/modules/editor/addresses";

interface EditorPublishingProps {
  slug: string;
  title: string;
  status: PlaybookStatus;
  /** The editor holds text the saved version does not have: what goes public is the saved one. */
  unsaved: boolean;
  onSettingsSaved: NonNullable<PostSettingsPanelProps["onSaved"]>;
}

/**
 * The top bar's publishing area: Publish / Schedule / Unpublish (the publish flow's dialog) and
 * the playbook's Settings (its side panel). Before scripts load, both are links to their pages,
 * and the publish page leads back here.
 */
export function EditorPublishing({ slug, title, status, unsaved, onSettingsSaved }: EditorPublishingProps) {
  return (
    <>
      <PublishFlow
        slug={slug}
        title={title}
        status={status}
        returnTo={editorHref(slug)}
        notice={
          unsaved && status === "draft"
            ? "Your latest changes are not saved yet: the saved version is what goes public. Close this and save first to publish them."
            : undefined
        }
      />
      <PostSettingsPanel slug={slug} title={title} onSaved={onSettingsSaved} />
    </>
  );
}
