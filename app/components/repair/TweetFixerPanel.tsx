import { Bug, FlaskConical, Play } from "lucide-react";
import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { type FixerResult, fixerToast } from "~/modules/repair/fixer-actions";
import type { TweetFixReport } from "~/modules/repair/twitter-fixer.server";

interface TweetFixerPanelProps {
  slugs: string[];
  result?: FixerResult;
  /** The last run's report, shown until a new run replaces it. */
  lastReport?: TweetFixReport;
}

export function TweetFixerPanel({ slugs, result, lastReport }: TweetFixerPanelProps) {
  const navigation = useNavigation();
  const toast = useToast();
  const busy = navigation.state === "submitting";
  const report = result?.ok ? result.report : lastReport;

  useEffect(() => {
    const message = result && fixerToast(result);
    if (message) toast(message);
  }, [result, toast]);

  return (
    <div className="space-y-8">
      <Form method="post" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        {result && !result.ok && (
          <ResultNotice result={{ ok: false, message: result.notFound ? "Test playbook not found." : result.error }} />
        )}
        <label className="block max-w-md text-sm font-medium text-slate-800">
          Test playbook (slug)
          <input
            name="slug"
            list="playbook-slugs"
            placeholder="e.g. ai-fundamentals"
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
          />
        </label>
        <datalist id="playbook-slugs">
          {slugs.map((slug) => (
            <option key={slug} value={slug} />
          ))}
        </datalist>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="test" disabled={busy} className={buttonClass("secondary")}>
            <FlaskConical aria-hidden="true" className="size-4" />
            Run Test
          </button>
          <button type="submit" name="intent" value="debug" disabled={busy} className={buttonClass("secondary")}>
            <Bug aria-hidden="true" className="size-4" />
            Debug
          </button>
          <button type="submit" name="intent" value="full" disabled={busy} className={buttonClass("primary")}>
            <Play aria-hidden="true" className="size-4" />
            Full Run
          </button>
        </div>
        <p className="text-sm text-slate-600">
          Test converts the one playbook named above. Debug lists what a full run would convert, changing nothing. Full
          Run converts every playbook; each change is saved as a new version, so it can be undone from the history.
        </p>
      </Form>
      {report && <FixReport report={report} />}
    </div>
  );
}

const HEADINGS = { test: "Test report", debug: "Debug report", full: "Full run report" } as const;

function FixReport({ report }: { report: TweetFixReport }) {
  return (
    <section aria-labelledby="report-heading">
      <h2 id="report-heading" className="text-xl font-bold text-slate-950">
        {HEADINGS[report.mode]}
      </h2>
      <p className="mt-1 text-slate-700">
        Scanned {report.scanned} playbooks; {report.converted} tweet links{" "}
        {report.mode === "debug" ? "to convert" : "converted"}.
      </p>
      {report.playbooks.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {report.playbooks.map((entry) => (
            <li key={entry.slug} className="px-4 py-3 text-sm">
              <p className="font-semibold text-slate-950">
                {entry.title}{" "}
                <span className="font-normal text-slate-600">({entry.saved ? "converted" : "would convert"})</span>
              </p>
              <ul className="mt-1 list-disc pl-5 text-slate-700">
                {entry.links.map((link) => (
                  <li key={link} className="break-all">
                    {link}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
