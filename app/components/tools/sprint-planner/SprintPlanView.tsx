import { CalendarCheck, Flag, Repeat, ShieldAlert, Target, Timer } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { PrintButton } from "~/components/tools/PrintButton";
import { buttonClass } from "~/components/ui/button";
import { WEEKDAYS, type SprintPlan } from "~/modules/tools/sprint-planner/plan";

function Section({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="break-inside-avoid rounded-xl border border-slate-200 p-6">
      <h3 id={id} className="flex items-center gap-2 text-lg font-bold text-slate-950">
        {icon}
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const iconClass = "size-5 text-brand-700";
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** 'Your 90-Day Sprint Plan': vision, the twelve weeks (select one), daily minimums, week one, obstacles, rhythm. */
export function SprintPlanView({ plan, startOverHref }: { plan: SprintPlan; startOverHref: string }) {
  const [selectedWeek, setSelectedWeek] = useState(1);
  const selected =
    plan.weeklyMilestones.find((milestone) => milestone.week === selectedWeek) ?? plan.weeklyMilestones[0]!;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-slate-950 sm:text-3xl">Your 90-Day Sprint Plan</h2>
        <PrintButton label="Print Plan" />
      </div>
      <Section id="plan-vision" icon={<Target aria-hidden="true" className={iconClass} />} title="Your vision">
        <p className="text-lg font-semibold text-slate-950">{plan.vision.goal}</p>
        <p className="mt-2 text-slate-700">
          <span className="font-medium text-slate-900">Why: </span>
          {plan.vision.why}
        </p>
        <h4 className="mt-4 font-semibold text-slate-950">How you will measure it</h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {plan.vision.metrics.map((metric) => (
            <li key={metric}>{metric}</li>
          ))}
        </ul>
      </Section>
      <Section id="plan-weeks" icon={<Flag aria-hidden="true" className={iconClass} />} title="12 weekly milestones">
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
      </Section>
      <Section
        id="plan-daily"
        icon={<Timer aria-hidden="true" className={iconClass} />}
        title="Daily minimums (about 60 minutes)"
      >
        <ul className="list-disc space-y-1 pl-5 text-slate-800">
          {plan.dailyMinimums.map((minimum) => (
            <li key={minimum}>{minimum}</li>
          ))}
        </ul>
      </Section>
      <Section
        id="plan-week-one"
        icon={<CalendarCheck aria-hidden="true" className={iconClass} />}
        title="Week one, day by day"
      >
        <ul className="divide-y divide-slate-200">
          {WEEKDAYS.map((day) => (
            <li key={day} className="flex flex-col gap-1 py-2 sm:flex-row sm:gap-4">
              <span className="w-28 shrink-0 font-semibold text-slate-950">{capitalize(day)}</span>
              <span className="text-slate-800">{plan.weekOnePlan[day]}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="plan-obstacles"
        icon={<ShieldAlert aria-hidden="true" className={iconClass} />}
        title="Obstacle playbook"
      >
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
      </Section>
      <Section id="plan-rhythm" icon={<Repeat aria-hidden="true" className={iconClass} />} title="Weekly rhythm">
        <ul className="space-y-2 text-slate-800">
          {(["sunday", "wednesday", "friday"] as const).map((day) => (
            <li key={day}>
              <span className="font-semibold text-slate-950">{capitalize(day)}: </span>
              {plan.weeklyRhythm[day]}
            </li>
          ))}
        </ul>
      </Section>
      <div className="flex flex-wrap justify-center gap-3 print:hidden">
        <PrintButton label="Print My Plan" variant="primary" />
        <Link to={startOverHref} className={buttonClass("secondary")}>
          Start a New Plan
        </Link>
      </div>
    </div>
  );
}
