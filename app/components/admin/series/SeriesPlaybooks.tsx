import { ArrowDown, ArrowUp, GripVertical, X } from "lucide-react";
import { useState, type DragEvent } from "react";
import { Link, useFetcher } from "react-router";
import { OneClickButton } from "~/components/admin/OneClickButton";
import { StatusBadge } from "~/components/admin/playbooks/StatusBadge";
import { useResultToast } from "~/components/admin/useResultToast";
import type { SeriesMember } from "~/db/queries/series-admin.server";
import type { AdminResult } from "~/modules/admin/manager-results";

/** Where `moved` lands when dropped on `target`: before it going up, after it going down. */
function droppedOrder(ids: readonly string[], moved: string, target: string): string[] {
  const from = ids.indexOf(moved);
  const to = ids.indexOf(target);
  const rest = ids.filter((id) => id !== moved);
  rest.splice(rest.indexOf(target) + (from < to ? 1 : 0), 0, moved);
  return rest;
}

/**
 * The series' playbooks in reading order. Each move is saved at once: the Move and Remove
 * buttons are plain form posts (keyboard and no-script friendly); with scripts, a row can also
 * be dragged by its handle and dropped on another.
 */
/** A member's number on the public series page, which lists only published playbooks. */
function publicNumber(members: readonly SeriesMember[], index: number): number {
  return members.slice(0, index + 1).filter((member) => member.status !== "draft").length;
}

export function SeriesPlaybooks({ members }: { members: readonly SeriesMember[] }) {
  const reorder = useFetcher<AdminResult>({ key: "series-reorder" });
  useResultToast(reorder.data);
  const [dragged, setDragged] = useState<string>();
  const pending = reorder.formData?.getAll("playbookIds");
  const byId = new Map(members.map((member) => [member.id, member]));
  const shown = pending
    ? pending.flatMap((id) => (typeof id === "string" && byId.has(id) ? [byId.get(id)!] : []))
    : members;

  if (members.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
        No playbooks yet: add the first one below. The public page lists them in this order.
      </p>
    );
  }

  const drop = (event: DragEvent, target: string) => {
    event.preventDefault();
    if (!dragged || dragged === target) return;
    const form = new FormData();
    form.set("intent", "reorder");
    for (const id of droppedOrder(
      shown.map((member) => member.id),
      dragged,
      target,
    ))
      form.append("playbookIds", id);
    void reorder.submit(form, { method: "post" });
    setDragged(undefined);
  };

  return (
    <ol aria-label="Playbooks in this series, in reading order" className="space-y-2">
      {shown.map((member, index) => (
        <li
          key={member.id}
          draggable
          onDragStart={(event) => {
            setDragged(member.id);
            event.dataTransfer.effectAllowed = "move";
          }}
          onDragEnd={() => setDragged(undefined)}
          onDragOver={(event) => dragged && event.preventDefault()}
          onDrop={(event) => drop(event, member.id)}
          className={`flex flex-wrap items-center gap-3 rounded-xl border bg-white px-4 py-3 ${
            dragged === member.id ? "border-brand-600 opacity-60" : "border-slate-200"
          }`}
        >
          <GripVertical aria-hidden="true" className="size-5 cursor-grab text-slate-400" />
          {/* Numbered as the public series page numbers it: drafts are not on it. */}
          <span className="w-20 text-sm font-semibold text-slate-600">
            {member.status === "draft" ? "Not public" : `Part ${publicNumber(shown, index)}`}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-slate-950">{member.title}</span>
            <span className="flex items-center gap-2 text-sm text-slate-600">
              <Link to={`/catalog/${member.slug}`} className="text-brand-700 hover:underline">
                /catalog/{member.slug}
              </Link>
              {member.status === "draft" && <StatusBadge status="draft" />}
            </span>
          </span>
          <div className="flex gap-1">
            <OneClickButton
              fields={{ intent: "move-up", playbookId: member.id }}
              label={`Move ${member.title} up`}
              icon={ArrowUp}
              disabled={index === 0}
            />
            <OneClickButton
              fields={{ intent: "move-down", playbookId: member.id }}
              label={`Move ${member.title} down`}
              icon={ArrowDown}
              disabled={index === shown.length - 1}
            />
            <OneClickButton
              fields={{ intent: "remove", playbookId: member.id }}
              label={`Remove ${member.title} from the series`}
              icon={X}
              danger
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
