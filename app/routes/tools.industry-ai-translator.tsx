import { IndustryTranslator } from "~/components/tools/translator/IndustryTranslator";
import { findTool, toolPageSeo } from "~/modules/tools/definitions";
import { generateAndShow } from "~/modules/tools/results/actions.server";
import { translatorAnswersSchema } from "~/modules/tools/translator/answers";
import { translatorTask } from "~/modules/tools/translator/generate.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/tools.industry-ai-translator";

export async function action({ request, context }: Route.ActionArgs) {
  return generateAndShow(request, context, translatorAnswersSchema, translatorTask, ({ value, source }) => ({
    tool: "industry-ai-translator",
    package: value,
    source,
  }));
}

export default function IndustryAiTranslatorRoute({ actionData }: Route.ComponentProps) {
  return <IndustryTranslator actionData={actionData} />;
}

const tool = findTool("industry-ai-translator");

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, toolPageSeo(tool, { keywords: ["explain AI", "AI for industry", "AI workshop content"] }));
