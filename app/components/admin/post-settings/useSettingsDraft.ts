import { useState } from "react";
import type { PostSettingsDraft } from "~/modules/post-settings/settings-form";

/** The form's fields as state, so the previews and counts follow each keystroke. */
export function useSettingsDraft(initial: PostSettingsDraft) {
  const [draft, setDraft] = useState(initial);
  const field =
    <K extends keyof PostSettingsDraft>(name: K) =>
    (value: PostSettingsDraft[K]) =>
      setDraft((current) => ({ ...current, [name]: value }));
  return { draft, field };
}
