import { Cpu, Layers, Sun } from "lucide-react";

import type { LucideIcon } from "lucide-react";
import { isSeriesIcon, type SeriesIconName } from "~/modules/series/icons";

const ICONS: Record<SeriesIconName, LucideIcon> = { "summer-camp": Sun, "baton-basics": Layers, "ai-building": Cpu };

/** The series' icon; any value other than the three known ones shows the BATON Basics icon. */
export function SeriesIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = ICONS[isSeriesIcon(icon) ? icon : "baton-basics"];
  return <Icon aria-hidden="true" className={className} />;
}
