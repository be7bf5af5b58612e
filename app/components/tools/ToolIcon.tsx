import { Brain, Calendar, Hammer, Languages, LayoutTemplate, ShieldCheck, type LucideIcon } from "lucide-react";
import type { ToolIcon as ToolIconName } from "~/modules/tools/definitions";

const ICONS: Record<ToolIconName, LucideIcon> = {
  hammer: Hammer,
  brain: Brain,
  shield: ShieldCheck,
  calendar: Calendar,
  languages: Languages,
  layout: LayoutTemplate,
};

export function ToolIcon({ name, className }: { name: ToolIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
