import { ImageDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { ProgressMeter } from "~/components/importer/ProgressMeter";
import { usePollingRevalidation } from "~/components/importer/usePollingRevalidation";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import type { RepairRunView } from "~/db/queries/repair-runs.server";
import type { ImageMigrationReport } from "~/modules/repair/image-migration.server";

interface ImageMigrationPanelProps {
  run?: RepairRunView<ImageMigrationReport>;
  /** This page follows a run it just started, so its outcome is announced even if already done. */
  started: boolean;
  error?: string;
}

export function ImageMigrationPanel({ run, started, error }: ImageMigrationPanelProps) {
  const navigation = useNavigation();
  const toast = useToast();
  const running = run?.status === "running";
  const announced = useRef<string | undefined>(started ? undefined : run?.id);
  usePollingRevalidation(running);

  useEffect(() => {
    if (!run || running || announced.current === run.id) return;
    announced.current = run.id;
    if (run.status === "completed") toast({ title: "Success", description: "Image migration completed successfully!" });
    else toast({ title: "Error", description: "Migration failed. Check logs for details.", variant: "destructive" });
  }, [run, running, toast]);

  const percent = run && run.total > 0 ? Math.round((run.processed / run.total) * 100) : 0;
  return (
    <div className="space-y-8">
      <Form method="post" className="rounded-xl border border-slate-200 bg-white p-6">
        <ResultNotice result={error ? { ok: false, message: error } : undefined} />
        <p className="text-slate-700">
          Finds images hosted on other sites, kept inline, or missing from storage; downloads and stores them, and
          points the playbooks at the stored copies. Two playbooks are processed at a time; each change is saved as a
          new version.
        </p>
        <button
          type="submit"
          disabled={running || navigation.state === "submitting"}
          className={`${buttonClass("primary")} mt-4`}
        >
          <ImageDown aria-hidden="true" className="size-4" />
          {running ? "Migrating Images..." : "Start Migration"}
        </button>
      </Form>

      {run && (
        <section aria-labelledby="migration-heading">
          <h2 id="migration-heading" className="text-xl font-bold text-slate-950">
            {running ? "Migration in progress" : run.status === "completed" ? "Migration finished" : "Migration failed"}
          </h2>
          <ProgressMeter
            labelledBy="migration-heading"
            percent={percent}
            counts={[
              { label: "Processed", value: run.processed },
              { label: "Total", value: run.total },
              { label: "Fixed", value: run.fixed },
            ]}
          />
          {run.error && <p className="mt-4 text-red-800">Migration failed. Check logs for details. ({run.error})</p>}
          {run.report && <MigrationReport report={run.report} />}
        </section>
      )}
    </div>
  );
}

function MigrationReport({ report }: { report: ImageMigrationReport }) {
  if (report.playbooks.length === 0)
    return <p className="mt-4 text-slate-700">Every image of the {report.scanned} playbooks is already stored here.</p>;
  return (
    <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {report.playbooks.map((entry) => (
        <li key={entry.slug} className="px-4 py-3 text-sm">
          <p className="font-semibold text-slate-950">{entry.title}</p>
          <p className="text-slate-700">
            {entry.fixed.length} fixed, {entry.failed.length} could not be fixed
          </p>
          {entry.failed.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-red-800">
              {entry.failed.map((failure) => (
                <li key={failure.src} className="break-all">
                  {failure.src}: {failure.error}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
