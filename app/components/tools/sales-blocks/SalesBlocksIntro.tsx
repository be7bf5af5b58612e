import { Clock, ListChecks, Target } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

export function SalesBlocksIntro() {
  return (
    <div className="text-center">
      <h2 className="text-2xl font-bold text-slate-950">What is really stopping you from selling?</h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">
        Answer honestly: there are no right answers. You will get your main and secondary sales block, a reframe for
        each and three quick wins to try this week.
      </p>
      <ul className="mx-auto mt-6 flex max-w-md flex-wrap justify-center gap-4 text-sm font-medium text-slate-800">
        <li className="inline-flex items-center gap-2">
          <ListChecks aria-hidden="true" className="size-4 text-brand-700" />
          10 questions
        </li>
        <li className="inline-flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-brand-700" />
          About 3 minutes
        </li>
        <li className="inline-flex items-center gap-2">
          <Target aria-hidden="true" className="size-4 text-brand-700" />6 block types
        </li>
      </ul>
      <Link to="?step=1" className={`mt-8 ${buttonClass("primary", "lg")}`}>
        Start Quiz
      </Link>
    </div>
  );
}
