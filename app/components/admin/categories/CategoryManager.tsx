import { RefreshCw } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { CategoryAssignment } from "~/db/queries/admin-playbooks.server";
import { CategoryRow } from "./CategoryRow";

interface CategoryManagerProps {
  playbooks: CategoryAssignment[];
  total: number;
  pageSize: number;
}

export function CategoryManager({ playbooks, total, pageSize }: CategoryManagerProps) {
  const loaded = playbooks.length;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          Showing {loaded} of {total} playbooks. Ticking or unticking a box saves it at once.
        </p>
        <Form method="get" preventScrollReset>
          <input type="hidden" name="count" value={loaded} />
          <button type="submit" className={buttonClass("secondary")}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Refresh Data
          </button>
        </Form>
      </div>
      {loaded === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No playbooks yet. Import some playbooks to get started.
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {playbooks.map((playbook) => (
            <CategoryRow key={playbook.slug} playbook={playbook} />
          ))}
        </ul>
      )}
      {loaded < total && (
        <div className="mt-6 text-center">
          <Link to={`?count=${loaded + pageSize}`} preventScrollReset className={buttonClass("secondary")}>
            Load More ({loaded} loaded)
          </Link>
        </div>
      )}
    </>
  );
}
