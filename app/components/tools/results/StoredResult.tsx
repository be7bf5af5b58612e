import { useSearchParams } from "react-router";
import { QuizResults } from "~/components/tools/business-quiz/QuizResults";
import { LandingResult } from "~/components/tools/landing-builder/LandingResult";
import { SalesBlocksReport } from "~/components/tools/sales-blocks/SalesBlocksReport";
import { SprintPlanView } from "~/components/tools/sprint-planner/SprintPlanView";
import { ToolPage } from "~/components/tools/ToolPage";
import { ExplanationPackageView } from "~/components/tools/translator/ExplanationPackageView";
import { WorkshopBlueprint } from "~/components/tools/workshop-builder/WorkshopBlueprint";
import { findTool } from "~/modules/tools/definitions";
import type { ResultView } from "~/modules/tools/results/views";
import { CaptureSettingsContext, type CaptureSettings } from "./capture-settings";
import type { PackOffer } from "~/modules/resources/pack.server";
import { PackLinkPanel } from "./PackLinkPanel";
import { ResultLink } from "./ResultLink";

function ResultBody({ view, shareUrl }: { view: ResultView; shareUrl: string }) {
  const [searchParams] = useSearchParams();
  const startOver = findTool(view.tool).route;
  switch (view.tool) {
    case "workshop-builder":
      return (
        <WorkshopBlueprint
          industry={view.industry}
          plan={view.plan}
          agenda={view.agenda}
          nextSteps={view.nextSteps}
          pack={view.pack}
          showResources={searchParams.get("resources") === "1"}
          resourcesHref="?resources=1"
          startOverHref={startOver}
        />
      );
    case "ai-business-quiz":
      return (
        <QuizResults answers={view.answers} roadmaps={view.roadmaps} offers={view.offers} restartHref={startOver} />
      );
    case "sales-blocks":
      return <SalesBlocksReport result={view.report} retakeHref={startOver} />;
    case "sprint-planner":
      return <SprintPlanView plan={view.plan} startOverHref={startOver} />;
    case "industry-ai-translator":
      return <ExplanationPackageView result={view.package} createAnotherHref={startOver} shareUrl={shareUrl} />;
    case "workshop-landing-builder":
      return <LandingResult values={view.values} content={view.content} />;
  }
}

interface StoredResultProps {
  view: ResultView;
  shareUrl: string;
  capture: CaptureSettings;
  /** This browser's own resources pack, once it has left an address (the workshop blueprint offers it itself). */
  pack?: Required<PackOffer>;
}

/** A stored tool result under its tool's heading, with its own link to copy or share. */
export function StoredResult({ view, shareUrl, capture, pack }: StoredResultProps) {
  return (
    <ToolPage toolId={view.tool} screen={{ kind: "results" }} narrow={view.tool === "sales-blocks"}>
      <CaptureSettingsContext value={capture}>
        <ResultLink url={shareUrl} />
        <ResultBody view={view} shareUrl={shareUrl} />
        {pack && <PackLinkPanel pack={pack} />}
      </CaptureSettingsContext>
    </ToolPage>
  );
}
