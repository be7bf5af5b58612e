import { Clock, ShieldCheck, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { IconList } from "~/components/tools/IconList";
import { buttonClass } from "~/components/ui/button";

const PROOF_LINES = [
  { icon: Users, text: "Used by coaches, consultants, trainers and creators starting AI businesses" },
  { icon: Sparkles, text: "Matches you against five proven AI business models" },
  { icon: ShieldCheck, text: "Free and private: your results appear instantly, no account needed" },
];

/** The intro variant's opening card: headline, social proof and the start button. */
export function QuizIntro() {
  return (
    <div className="text-center">
      <h2 className="text-2xl font-bold text-slate-950 sm:text-3xl">Find Your Perfect AI Business Path</h2>
      <p className="mt-3 inline-flex items-center gap-2 text-slate-700">
        <Clock aria-hidden="true" className="size-4" />
        Five questions, takes less than 2 minutes
      </p>
      <IconList items={PROOF_LINES} className="mx-auto mt-6 max-w-lg space-y-3 text-left" />
      <Link to="?step=1" className={`mt-8 ${buttonClass("primary", "lg")}`}>
        Start the Quiz
      </Link>
    </div>
  );
}
