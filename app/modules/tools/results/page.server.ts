import { data } from "react-router";
import type { AppContext } from "~/context";
import { configuredFollowUp } from "~/modules/leads/delivery.server";
import { hasUnlocked } from "~/modules/leads/subscriber-cookie.server";
import { ownedPackOffer, packOffer } from "~/modules/resources/pack.server";
import { withSiteConfig } from "~/modules/settings/site-config.server";
import { quizOffers } from "../business-quiz/offers";
import { roadmapsFor } from "../business-quiz/results.server";
import { answerIds } from "../sales-blocks/answers";
import { scoreSalesBlocks } from "../sales-blocks/scoring";
import { buildWorkshopBlueprint } from "../workshop-builder/blueprint";
import { workshopAgenda, workshopNextSteps } from "../workshop-builder/plan-content";
import { resultPath } from "./paths";
import { readToolResult } from "./store.server";
import type { StoredResult } from "./stored-result.server";
import type { ResultView } from "./views";

async function viewFor(result: StoredResult, id: string, request: Request, context: AppContext): Promise<ResultView> {
  switch (result.tool) {
    case "workshop-builder": {
      // Worked out here, so the page's script carries the figures and not the rules behind them.
      const { answers } = result;
      return {
        tool: result.tool,
        industry: answers.industry,
        plan: buildWorkshopBlueprint(answers),
        agenda: workshopAgenda(answers),
        nextSteps: workshopNextSteps(answers),
        pack: await packOffer(request, context),
      };
    }
    case "ai-business-quiz": {
      // Locked until this browser subscribed (or left an address from this very result), on a shared link too.
      const roadmaps = (await hasUnlocked(request, context, id)) ? roadmapsFor(result.answers) : undefined;
      return { ...result, roadmaps, offers: quizOffers(context.config) };
    }
    case "sales-blocks":
      return { tool: result.tool, report: scoreSalesBlocks(answerIds(result.answers)) };
    case "sprint-planner":
    case "industry-ai-translator":
    case "workshop-landing-builder": {
      const { source: _source, ...view } = result;
      return view;
    }
  }
}

/**
 * A stored result's page: 404 for an unknown id; `followUp` says what a sign-up here leads to
 * by e-mail. A result its tool can no longer read is shown as outdated, with the way back in.
 */
export async function loadResultPage(request: Request, serverContext: AppContext, id: string) {
  const context = await withSiteConfig(serverContext);
  const lookup = await readToolResult(context, id);
  if (lookup.status === "missing") throw data("This result does not exist.", { status: 404 });
  if (lookup.status === "outdated") {
    return { status: "outdated" as const, tool: lookup.tool, resumePath: lookup.resumePath };
  }
  return {
    status: "found" as const,
    shareUrl: `${context.config.SITE_URL}${resultPath(id)}`,
    resultId: id,
    followUp: configuredFollowUp(context.config),
    view: await viewFor(lookup.result, id, request, context),
    // The workshop blueprint offers the pack itself; on every other result, a browser that left
    // its address (on this tool or any other) finds its own pack link here.
    pack: lookup.result.tool === "workshop-builder" ? undefined : await ownedPackOffer(request, context),
  };
}
