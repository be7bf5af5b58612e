import { placeName } from "~/modules/text/phrases";
import { OTHER, type TranslatorAnswers } from "./answers";
import { ATTITUDES, AUDIENCE_SIZES, LOCATIONS, type AttitudeProfile, type AudienceSizeProfile } from "./audiences";
import { CONCEPTS, type ConceptProfile } from "./concepts";
import { customIndustryProfile, INDUSTRIES, type IndustryProfile } from "./industries";

export interface ResolvedTranslatorAnswers {
  industry: IndustryProfile;
  location: { label: string; rules: string };
  size: AudienceSizeProfile;
  concept: ConceptProfile;
  attitude: AttitudeProfile;
  additionalContext: string;
}

/** The curated profiles behind the visitor's choices; typed industries and locations get general ones. */
export function resolveTranslatorAnswers(answers: TranslatorAnswers): ResolvedTranslatorAnswers {
  const listedIndustry = INDUSTRIES.find((industry) => industry.value === answers.industry);
  const listedLocation = LOCATIONS.find((location) => location.value === answers.location);
  const typedLocation = answers.customLocation.trim();
  return {
    industry:
      listedIndustry && answers.industry !== OTHER
        ? listedIndustry
        : customIndustryProfile(answers.customIndustry.trim()),
    location:
      listedLocation && answers.location !== OTHER
        ? listedLocation
        : {
            label: typedLocation,
            rules: `Check the data-protection and AI rules that apply in ${placeName(typedLocation)} before any personal data goes into an AI tool.`,
          },
    size: AUDIENCE_SIZES.find((size) => size.value === answers.companySize) ?? AUDIENCE_SIZES[0]!,
    concept: CONCEPTS.find((concept) => concept.value === answers.aiConcept) ?? CONCEPTS[0]!,
    attitude: ATTITUDES.find((attitude) => attitude.value === answers.audienceLevel) ?? ATTITUDES[0]!,
    additionalContext: answers.additionalContext.trim(),
  };
}
