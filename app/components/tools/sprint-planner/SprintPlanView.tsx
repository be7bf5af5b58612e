import { CalendarCheck, Flag, Repeat, ShieldAlert, Target, Timer } from "lucide-react";
import { useState } from "react";
import { PrintAndRestart } from "~/components/tools/PrintAndRestart";
import { PrintButton } from "~/components/tools/PrintButton";
import { ResultSection } from "~/components/tools/ResultSection";
import { TextList } from "~/components/tools/TextList";
import { useToolCompletion } from "~/components/tools/useToolCompletion";
import { WEEKDAYS, type SprintPlan } from "~/modules/tools/sprint-planner/plan";

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** 'Your 90-Day Sprint Plan': vision, the twelve weeks (select one), daily minimums, week one, obstacles, rhythm. */
export function SprintPlanView({ plan, startOverHref }: { plan: SprintPlan; startOverHref: string }) {
  useToolCompletion("sprint-planner");
  const [selectedWeek, setSelectedWeek] = useState(1);
  const selected =
    plan.weeklyMilestones.find((milestone) => milestone.week === selectedWeek) ?? plan.weeklyMilestones[0]!;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-slate-950 sm:text-3xl">Your 90-Day Sprint Plan</h2>
        <PrintButton label="Print Plan" />
      </div>
      <ResultSection id="plan-vision" icon={Target} title="Your vision">
        <p className="text-lg font-semibold text-slate-950">{plan.vision.goal}</p>
        <p className="mt-2 text-slate-700">
          <span className="font-medium text-slate-900">Why: </span>
          {plan.vision.why}
        </p>
        <h4 className="mt-4 font-semibold text-slate-950">How you will measure it</h4>
        <TextList items={plan.vision.metrics} className="mt-2 text-slate-800" />
      </ResultSection>
      <ResultSection id="plan-weeks" icon={Flag} title="12 weekly milestones">
        <ol className="grid grid-cols-3 gap-2 sm:grid-cols-6 print:hidden">
          {plan.weeklyMilestones.map((milestone) => (
            <li key={milestone.week}>
              <button
                type="button"
                aria-pressed={milestone.week === selectedWeek}
                onClick={() => setSelectedWeek(milestone.week)}
                className={`w-full rounded-lg border-2 px-2 py-2 text-sm font-semibold ${
                  milestone.week === selectedWeek
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-slate-200 bg-white text-slate-900 hover:border-brand-500"
                }`}
              >
                Week {milestone.week}
                {milestone.status === "current" && <span className="block text-xs font-medium">Current</span>}
              </button>
            </li>
          ))}
        </ol>
        <p aria-live="polite" className="mt-4 rounded-lg bg-brand-50 p-4 text-slate-900 print:hidden">
          <strong>Week {selected.week}: </strong>
          {selected.title}
        </p>
        <ol className="hidden space-y-1 print:block">
          {plan.weeklyMilestones.map((milestone) => (
            <li key={milestone.week}>
              <strong>Week {milestone.week}:</strong> {milestone.title}
            </li>
          ))}
        </ol>
      </ResultSection>
      <ResultSection id="plan-daily" icon={Timer} title="Daily minimums (about 60 minutes)">
        <TextList items={plan.dailyMinimums} className="text-slate-800" />
      </ResultSection>
      <ResultSection id="plan-week-one" icon={CalendarCheck} title="Week one, day by day">
        <ul className="divide-y divide-slate-200">
          {WEEKDAYS.map((day) => (
            <li key={day} className="flex flex-col gap-1 py-2 sm:flex-row sm:gap-4">
              <span className="w-28 shrink-0 font-semibold text-slate-950">{capitalize(day)}</span>
              <span className="text-slate-800">{plan.weekOnePlan[day]}</span>
            </li>
          ))}
        </ul>
      </ResultSection>
      <ResultSection id="plan-obstacles" icon={ShieldAlert} title="Obstacle playbook">
        <ul className="space-y-4">
          {plan.obstaclePlaybook.map((entry) => (
            <li key={entry.obstacle}>
              <p className="font-semibold text-slate-950">{entry.obstacle}</p>
              <p className="text-slate-800">{entry.solution}</p>
              <p className="mt-1 text-sm text-slate-700">
                <span className="font-medium">Protocol: </span>
                {entry.protocol}
              </p>
            </li>
          ))}
        </ul>
      </ResultSection>
      <ResultSection id="plan-rhythm" icon={Repeat} title="Weekly rhythm">
        <ul className="space-y-2 text-slate-800">
          {(["sunday", "wednesday", "friday"] as const).map((day) => (
            <li key={day}>
              <span className="font-semibold text-slate-950">{capitalize(day)}: </span>
              {plan.weeklyRhythm[day]}
            </li>
          ))}
        </ul>
      </ResultSection>
      <PrintAndRestart printLabel="Print My Plan" restartLabel="Start a New Plan" restartHref={startOverHref} />
    </div>
  );
}
