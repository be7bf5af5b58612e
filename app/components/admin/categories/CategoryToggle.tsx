import { useFetcher } from "react-router";
import { CategoryCheckbox } from "~/components/admin/CategoryCheckbox";
import { useResultToast } from "~/components/admin/useResultToast";
import type { CategoryResult } from "~/modules/admin/category-results";
import type { Category } from "~/modules/catalog/categories";

const CATEGORY_TOASTS = { success: "Category Updated", failure: "Update Failed" };

interface CategoryToggleProps {
  playbook: { slug: string; title: string };
  category: Category;
  /** What to show: the pending choice while it saves, else what the server has. */
  checked: boolean;
}

/**
 * One category checkbox that saves on change. Each has its own fetcher, so quick clicks on
 * different boxes never cancel each other; when a save fails the box shows the server's state
 * again (the rollback) and a toast says so.
 */
export function CategoryToggle({ playbook, category, checked }: CategoryToggleProps) {
  const fetcher = useFetcher<CategoryResult>({ key: `categories:${playbook.slug}:${category.id}` });
  useResultToast(fetcher.data, CATEGORY_TOASTS);

  return (
    <CategoryCheckbox
      name={category.kind}
      value={category.id}
      label={category.title}
      checked={checked}
      onChange={(next) =>
        fetcher.submit(
          {
            intent: "toggle",
            slug: playbook.slug,
            title: playbook.title,
            kind: category.kind,
            category: category.id,
            checked: String(next),
          },
          { method: "post" },
        )
      }
    />
  );
}
