import {
  Brain,
  Briefcase,
  Building2,
  Gift,
  Hammer,
  HeartHandshake,
  Megaphone,
  Network,
  Users,
  type LucideIcon,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  "ai-knowledge": Brain,
  "ai-building": Hammer,
  "ai-authority": Megaphone,
  "ai-business": Briefcase,
  business: Building2,
  audience: Users,
  tribe: HeartHandshake,
  offer: Gift,
  network: Network,
};

/** The category's icon on its colour tile; decorative, so hidden from assistive technology. */
export function CategoryIcon({ id, color, size = "md" }: { id: string; color: string; size?: "md" | "lg" }) {
  const Icon = ICONS[id] ?? Brain;
  const box = size === "lg" ? "size-14 rounded-2xl" : "size-11 rounded-xl";
  return (
    <span aria-hidden="true" className={`inline-flex shrink-0 items-center justify-center text-white ${box} ${color}`}>
      <Icon className={size === "lg" ? "size-7" : "size-5"} />
    </span>
  );
}
