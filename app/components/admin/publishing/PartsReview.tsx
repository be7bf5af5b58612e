import { AlertTriangle } from "lucide-react";
import { partWarning, SHORT_PART_WORDS, type PartForReview } from "~/modules/publishing/publish-form";

/** The parts that go public, with their words, and a warning for each empty or short one. */
export function PartsReview({ parts }: { parts: readonly PartForReview[] }) {
  const words = parts.reduce((sum, part) => sum + part.wordCount, 0);
  const warnings = parts.flatMap((part) => {
    const warning = partWarning(part);
    if (warning === "empty")
      return [`Part ${part.position}, “${part.title}”, is empty: readers will see that it is still being prepared.`];
    if (warning === "short")
      return [`Part ${part.position}, “${part.title}”, has only ${part.wordCount} words (under ${SHORT_PART_WORDS}).`];
    return [];
  });
  return (
    <div>
      <p className="text-sm font-semibold text-slate-900">
        {parts.length} {parts.length === 1 ? "part" : "parts"}, {words.toLocaleString("en")} words
      </p>
      <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm text-slate-700">
        {parts.map((part) => (
          <li key={part.position}>
            {part.title} <span className="text-slate-600">({part.wordCount.toLocaleString("en")} words)</span>
          </li>
        ))}
      </ol>
      {warnings.length > 0 && (
        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle aria-hidden="true" className="size-4" />
            Check before it goes public
          </p>
          <ul className="mt-1 list-disc pl-5">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
