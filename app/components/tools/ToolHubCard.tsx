import { ArrowRight, Check, Clock, Crown } from "lucide-react";
import { Link } from "react-router";
import type { ToolDefinition } from "~/modules/tools/definitions";
import { ToolIcon } from "./ToolIcon";

const CATEGORY_LABEL = { builder: "Builder", quiz: "Quiz", assessment: "Assessment" } as const;

export function ToolHubCard({ tool }: { tool: ToolDefinition }) {
  return (
    <article className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <span className="rounded-lg bg-brand-50 p-3">
          <ToolIcon name={tool.icon} className="size-6 text-brand-700" />
        </span>
        <div className="flex flex-wrap justify-end gap-2 text-xs font-semibold">
          {tool.premium && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">
              <Crown aria-hidden="true" className="size-3.5" />
              PREMIUM
            </span>
          )}
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-800">{CATEGORY_LABEL[tool.category]}</span>
        </div>
      </div>
      <h2 className="mt-4 text-xl font-bold text-slate-950">
        <Link to={tool.route} className="after:absolute after:inset-0 focus:outline-none">
          {tool.title}
        </Link>
      </h2>
      <p className="mt-1 font-medium text-brand-700">{tool.subtitle}</p>
      <p className="mt-3 text-sm text-slate-700">{tool.description}</p>
      <ul className="mt-4 space-y-1.5 text-sm text-slate-800">
        {tool.features.map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 text-green-700" />
            {feature}
          </li>
        ))}
      </ul>
      {tool.premium && <p className="mt-3 text-sm font-medium text-amber-900">AI Workshop Kit students only</p>}
      <div className="mt-auto flex items-center justify-between pt-6 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {tool.estimatedTime}
          {tool.difficulty && <span> · {tool.difficulty}</span>}
        </span>
        <span className="inline-flex items-center gap-1 font-semibold text-brand-700">
          Start
          <ArrowRight aria-hidden="true" className="size-4" />
        </span>
      </div>
    </article>
  );
}
