import { placeName, sentenceStart } from "~/modules/text/phrases";
import type { TranslatorAnswers } from "./answers";
import type { AudienceSizeProfile } from "./audiences";
import { CONCEPTS } from "./concepts";
import type { ExplanationPackage } from "./package";
import { resolveTranslatorAnswers } from "./resolve";

/**
 * Who does the work, in the words the texts need: a team, or one person working alone (a
 * solo practitioner hears "you", never "the team").
 */
function crewWords(size: AudienceSizeProfile) {
  return size.solo
    ? { team: "you", teams: "your", yourTeam: "you", setting: "For a solo practitioner in", getsBack: "You get back" }
    : {
        team: "the team",
        teams: "the team's",
        yourTeam: "your team",
        setting: "In a typical team in",
        getsBack: "The team gets back",
      };
}

/**
 * A complete explanation package composed from the curated lists: the industry supplies the
 * tasks, documents and risks, the concept the explanations and demo, the attitude the hook and
 * objections, the audience type the roll-out (and whether it is a team), the location the rules.
 */
export function buildBuiltinPackage(answers: TranslatorAnswers): ExplanationPackage {
  const { industry, location, size, concept, attitude, additionalContext } = resolveTranslatorAnswers(answers);
  const crew = crewWords(size);
  const vars: Record<string, string> = {
    industry: industry.sector,
    task: industry.tasks[0],
    document: industry.document,
    people: industry.people,
    risk: industry.risk,
    rules: location.rules,
    team: crew.team,
    Team: sentenceStart(crew.team),
    teams: crew.teams,
    yourTeam: crew.yourTeam,
  };
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (match, key: string) => vars[key] ?? match);
  const related = concept.related.map((value) => CONCEPTS.find((candidate) => candidate.value === value)!);

  return {
    aiConcepts: [concept, ...related].map((entry) => ({
      term: entry.term,
      definition: entry.definition,
      example: fill(entry.example),
    })),
    metaphors: [
      { title: concept.metaphor.title, explanation: fill(concept.metaphor.explanation) },
      {
        title: "The calculator moment",
        explanation: fill(
          "When calculators arrived, accountants did not disappear: they stopped doing long division by hand. AI is that moment for the reading and writing in {industry}.",
        ),
      },
      {
        title: "A satnav, not a self-driving car",
        explanation: fill(
          "It suggests a route for tasks like {task}, but you keep your hands on the wheel and overrule it whenever you know better.",
        ),
      },
    ],
    storyExamples: industry.tasks.map((task, index) => ({
      title: sentenceStart(task),
      before: `${crew.setting} ${industry.sector}, ${task} takes several hours every week, squeezed between the work that matters more to ${industry.people}.`,
      after: `${fill(concept.storyAfter)} ${crew.getsBack} about ${index + 2} hours a week.`,
    })),
    objections: attitude.objections.map((entry) => ({
      objection: fill(entry.objection),
      response: fill(entry.response),
    })),
    demonstration: {
      title: fill(concept.demo.title),
      description: fill(concept.demo.description),
      steps: concept.demo.steps.map(fill),
    },
    openingHook: `${fill(attitude.hook)} This session is built for ${size.audience} in ${placeName(location.label)}.`,
    onePageSummary: {
      title: `AI for ${industry.label}: ${concept.term} in plain English`,
      keyBenefits: [
        ...industry.tasks.map((task) => `Less time spent on ${task}`),
        `Faster, more consistent service for ${industry.people}`,
      ],
      implementation: `${size.implementation} ${location.rules}`,
      timeline: size.timeline,
      nextSteps: [
        `Choose one task from this summary to try this week: ${industry.tasks[0]}.`,
        `Run the demonstration "${fill(concept.demo.title)}" ${size.solo ? "on your own work" : "with your team"}.`,
        `Agree in writing which data may go into which AI tool (${industry.risk}).`,
        ...(additionalContext ? [`Tailor the session to what you told us: "${additionalContext}".`] : []),
      ],
    },
  };
}
