import { useState } from "react";
import { ChoiceGroup } from "~/components/tools/ChoiceGroup";
import {
  confidenceHint,
  HOURS_MAX,
  HOURS_MIN,
  hoursHint,
  OBSTACLES,
  TEXT_LIMIT,
  type SprintAnswers,
  type SprintQuestion,
} from "~/modules/tools/sprint-planner/questions";

const inputClass =
  "w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-950 placeholder:text-slate-500 focus:border-brand-600";

function Hint({ id, text }: { id: string; text?: string }) {
  return (
    <p id={id} aria-live="polite" className="min-h-6 text-sm font-medium text-amber-800">
      {text}
    </p>
  );
}

/** The input for one sprint question: text, the 1-10 confidence slider, hours, or the obstacle list. */
export function SprintQuestionField({ question, answers }: { question: SprintQuestion; answers: SprintAnswers }) {
  const { field, title, help } = question;
  const [confidence, setConfidence] = useState(answers.confidence);
  const [hours, setHours] = useState(answers.hours);
  const helpId = `${field}-help`;

  if (field === "obstacle") {
    return (
      <ChoiceGroup
        name="obstacle"
        legend={title}
        hideLegend
        columns={2}
        defaultValue={answers.obstacle}
        options={OBSTACLES}
      />
    );
  }
  if (field === "confidence") {
    return (
      <div className="space-y-3">
        <label htmlFor="confidence" className="block text-sm text-slate-700">
          {help}
        </label>
        <div className="flex items-center gap-4">
          <input
            id="confidence"
            type="range"
            name="confidence"
            min={1}
            max={10}
            step={1}
            defaultValue={answers.confidence}
            aria-describedby="confidence-hint"
            onInput={(event) => setConfidence(Number(event.currentTarget.value))}
            className="w-full accent-brand-600"
          />
          <output htmlFor="confidence" className="w-12 text-center text-2xl font-bold text-brand-700">
            {confidence}
          </output>
        </div>
        <Hint id="confidence-hint" text={confidenceHint(confidence)} />
      </div>
    );
  }
  if (field === "hours") {
    return (
      <div className="space-y-3">
        <label htmlFor="hours" className="block text-sm text-slate-700">
          {help} ({HOURS_MIN}-{HOURS_MAX} hours)
        </label>
        <input
          id="hours"
          type="number"
          name="hours"
          min={HOURS_MIN}
          max={HOURS_MAX}
          step={1}
          required
          defaultValue={answers.hours}
          aria-describedby="hours-hint"
          onInput={(event) => setHours(Number(event.currentTarget.value))}
          className={`${inputClass} max-w-40`}
        />
        <Hint id="hours-hint" text={Number.isFinite(hours) && hours > 0 ? hoursHint(hours) : undefined} />
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <label htmlFor={field} className="sr-only">
        {title}
      </label>
      <textarea
        id={field}
        name={field}
        rows={4}
        maxLength={TEXT_LIMIT}
        required
        defaultValue={answers[field] as string}
        aria-describedby={helpId}
        className={inputClass}
      />
      <p id={helpId} className="text-sm text-slate-700">
        {help}
      </p>
    </div>
  );
}
