import { data } from "react-router";
import { LandingBuilder } from "~/components/tools/landing-builder/LandingBuilder";
import { readFormFields } from "~/modules/ai/run-generation.server";
import { hasLandingAccess, landingAccessCode } from "~/modules/tools/landing-builder/access.server";
import {
  changeLandingStep,
  generateLandingContent,
  unlockLandingBuilder,
} from "~/modules/tools/landing-builder/actions.server";
import { findTool, toolPageSeo } from "~/modules/tools/definitions";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/tools.workshop-landing-builder";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    unlocked: await hasLandingAccess(request, context),
    available: Boolean(await landingAccessCode(context)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFormFields(request);
  const intent = fields.intent ?? "";
  if (intent === "unlock") return unlockLandingBuilder(request, context, fields.code ?? "");
  if (intent === "generate") return generateLandingContent(request, context, fields);
  const step = /^step-(\d)$/.exec(intent);
  if (step) return changeLandingStep(fields, Number(step[1]));
  return data({ intent: "unknown" as const, error: "Unknown action." }, { status: 400 });
}

export default function WorkshopLandingBuilderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LandingBuilder unlocked={loaderData.unlocked} available={loaderData.available} actionData={actionData} />;
}

const tool = findTool("workshop-landing-builder");

export const meta: Route.MetaFunction = (args) => seoMeta(args, toolPageSeo(tool, { noindex: true }));
