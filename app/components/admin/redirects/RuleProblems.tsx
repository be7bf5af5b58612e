import type { RuleProblem } from "~/modules/redirects/validate.server";

/** Why rules were refused, one per line of the file (or the one typed in), in the file's order. */
export function RuleProblems({ problems, id }: { problems: readonly RuleProblem[]; id: string }) {
  return (
    <ul id={id} className="mt-3 space-y-1 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      {problems.map((problem, index) => (
        <li key={`${problem.line ?? "form"}-${index}`}>
          {problem.line !== undefined && <span className="font-semibold">Line {problem.line}: </span>}
          {problem.line !== undefined && problem.source && <code className="font-mono">{problem.source}</code>}
          {problem.line !== undefined && problem.source && " "}
          {problem.error}
        </li>
      ))}
    </ul>
  );
}
