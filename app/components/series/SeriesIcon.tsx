import { Cpu, Layers, Sun } from "lucide-react";

const ICONS = { "summer-camp": Sun, "baton-basics": Layers, "ai-building": Cpu } as const;

/** The series' icon; any value other than the three known ones shows the BATON Basics icon. */
export function SeriesIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = ICONS[icon as keyof typeof ICONS] ?? ICONS["baton-basics"];
  return <Icon aria-hidden="true" className={className} />;
}
