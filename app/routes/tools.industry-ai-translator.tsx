import { IndustryTranslator } from "~/components/tools/translator/IndustryTranslator";
import { generationAction, readFormFields } from "~/modules/ai/run-generation.server";
import { findTool, toolPageSeo } from "~/modules/tools/definitions";
import { translatorAnswersSchema } from "~/modules/tools/translator/answers";
import { translatorTask } from "~/modules/tools/translator/generate.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/tools.industry-ai-translator";

export async function action({ request, context }: Route.ActionArgs) {
  return generationAction(await readFormFields(request), context, translatorAnswersSchema, translatorTask);
}

export default function IndustryAiTranslatorRoute({ actionData }: Route.ComponentProps) {
  return <IndustryTranslator actionData={actionData} basePath="/tools/industry-ai-translator" />;
}

const tool = findTool("industry-ai-translator");

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, toolPageSeo(tool, { keywords: ["explain AI", "AI for industry", "AI workshop content"] }));
