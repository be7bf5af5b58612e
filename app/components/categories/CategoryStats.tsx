import { BookOpen, Clock, FileText } from "lucide-react";
import { StatList, type Stat } from "~/components/ui/StatList";
import type { CategoryStats as Stats } from "~/db/queries/categories.server";
import { countOf } from "~/modules/text/words";

/**
 * A category's figures: its guides and, when it has any, their words in total and their
 * average reading time. `withCount` false leaves the count to a line of its own.
 */
export function CategoryStats({ stats, withCount = true }: { stats: Stats; withCount?: boolean }) {
  const figures: Stat[] = [];
  if (withCount) figures.push({ icon: BookOpen, label: "Guides", value: countOf(stats.count, "guide") });
  if (stats.count > 0) {
    figures.push(
      { icon: FileText, label: "Words in total", value: countOf(stats.totalWords, "word") },
      { icon: Clock, label: "Average reading time", value: `${stats.avgReadingTime} min average read` },
    );
  }
  return <StatList stats={figures} size="compact" />;
}
