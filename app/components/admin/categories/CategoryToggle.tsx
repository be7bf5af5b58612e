import { useEffect } from "react";
import { useFetcher } from "react-router";
import { CategoryCheckbox } from "~/components/admin/CategoryCheckbox";
import { useToast } from "~/components/ui/toaster";
import type { CategoryResult } from "~/modules/admin/category-results";
import type { Category } from "~/modules/catalog/categories";

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
  const toast = useToast();
  const result = fetcher.data;

  useEffect(() => {
    if (!result) return;
    toast(
      result.ok
        ? { title: "Category Updated", description: result.message }
        : { title: "Update Failed", description: result.message, variant: "destructive" },
    );
  }, [result, toast]);

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
