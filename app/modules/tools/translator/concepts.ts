import type { ChoiceLike } from "../choice";

/**
 * The ten AI concepts. Texts may use {industry} (after "in", "for" or "from": "in legal
 * practice", "in the nonprofit sector"), {task}, {document} and {people}, filled from the chosen
 * industry, and {team}, {Team}, {teams} and {yourTeam} ("the team", "The team", "the team's",
 * "your team", or "you", "You", "your", "you" for solo practitioners), filled from the audience.
 */
export interface ConceptProfile extends ChoiceLike {
  term: string;
  definition: string;
  example: string;
  metaphor: { title: string; explanation: string };
  demo: { title: string; description: string; steps: readonly string[] };
  /** How the work changes in a before-and-after story. */
  storyAfter: string;
  /** Two concepts worth explaining alongside this one. */
  related: readonly [string, string];
}

export const CONCEPTS: readonly ConceptProfile[] = [
  {
    value: "generative-ai",
    label: "Generative AI and large language models",
    term: "Generative AI",
    definition:
      "Software trained on huge amounts of text that predicts the most likely next words. That lets it draft, summarise, rewrite and answer questions in plain language.",
    example: "In {industry}, it can produce a first draft of {document} in seconds for a person to check and finish.",
    metaphor: {
      title: "A very fast new colleague",
      explanation:
        "Think of a well-read graduate on their first day: quick, articulate and eager, but it does not know how work is done in {industry} until you brief it, and its work needs checking.",
    },
    demo: {
      title: "Draft {document} in two minutes",
      description: "A live comparison between the usual way and an AI-assisted first draft.",
      steps: [
        "Open a chat assistant such as ChatGPT, Claude or Copilot on the shared screen.",
        "Paste an anonymised example of {document} and ask for a new one with the same structure.",
        "Ask it to rewrite the draft for {people} in plain English.",
        "Spot one mistake together and show how a follow-up instruction fixes it.",
        "Compare the time taken with the usual process.",
      ],
    },
    storyAfter: "An AI assistant drafts a first version in minutes; a person reviews and finishes it.",
    related: ["prompting", "hallucinations"],
  },
  {
    value: "prompting",
    label: "Prompting: giving AI good instructions",
    term: "Prompting",
    definition:
      "Writing clear instructions for an AI tool: the role it should play, the context, the task and the format you want back. Better prompts give better results, just as better briefs do.",
    example:
      "A prompt that names the reader, the purpose and the length turns a generic answer into a usable draft for {task}.",
    metaphor: {
      title: "Briefing a contractor",
      explanation:
        "A builder told 'make the kitchen nice' guesses. A builder given a drawing, a budget and a deadline delivers. AI works the same way: the brief decides the result.",
    },
    demo: {
      title: "From a vague request to a great result",
      description: "The same task asked three ways, each better than the last.",
      steps: [
        "Ask the assistant a one-line request about {task}.",
        "Ask again, adding who it is for ({people}) and why.",
        "Ask a third time with role, context, task and format spelled out.",
        "Put the three answers side by side and let the room vote.",
        "Save the best prompt as a reusable template.",
      ],
    },
    storyAfter: "A saved, well-written prompt gives a usable first version every time; a person only polishes it.",
    related: ["generative-ai", "hallucinations"],
  },
  {
    value: "ai-agents",
    label: "AI agents",
    term: "AI agents",
    definition:
      "AI that does not just answer but takes steps towards a goal: it looks things up, fills in forms and prepares actions, using only the tools and permissions you give it.",
    example:
      "In {industry}, an agent could gather the information needed for {document}, draft it and place it in a queue for approval.",
    metaphor: {
      title: "A junior with a checklist and limited keys",
      explanation:
        "You would not give a new starter every key on day one. An agent gets a clear checklist, access to a few systems and a manager who approves anything important.",
    },
    demo: {
      title: "An agent prepares, a person approves",
      description: "Watch an assistant complete a multi-step task and stop for approval.",
      steps: [
        "Describe the goal: prepare {document} from three source files.",
        "Show the agent reading the files and listing what it found.",
        "Let it draft the document and explain each step it took.",
        "Stop at the approval step and review the draft together.",
        "Discuss which steps you would never let it do alone.",
      ],
    },
    storyAfter:
      "An agent gathers the information and prepares the work for approval; a person checks and signs it off.",
    related: ["automation", "responsible-ai"],
  },
  {
    value: "rag",
    label: "AI on your own documents",
    term: "Retrieval (AI on your own documents)",
    definition:
      "Connecting an AI assistant to your own files, so its answers come from your documents, with references, rather than from general internet knowledge.",
    example:
      "{Team} could ask 'what does our guidance say about {task}?' and get the answer from your own documents, with the page it came from.",
    metaphor: {
      title: "An open-book exam",
      explanation:
        "Instead of answering from memory, the AI is allowed to look things up in your binder first, and it shows you which page it used.",
    },
    demo: {
      title: "Ask your own policy documents",
      description: "Upload a handful of non-confidential documents and question them.",
      steps: [
        "Upload three public or anonymised documents from {industry} to an assistant that supports files.",
        "Ask a question whose answer is buried on page 12.",
        "Show the answer and the reference it cites.",
        "Ask something the documents do not cover and see it say so.",
        "Discuss which of your documents would be most useful to connect.",
      ],
    },
    storyAfter:
      "The assistant answers from {teams} own documents, with references, so the work starts from the right source.",
    related: ["generative-ai", "hallucinations"],
  },
  {
    value: "automation",
    label: "Workflow automation with AI",
    term: "AI workflow automation",
    definition:
      "Linking the tools you already use so work moves on by itself, with an AI step in the middle that reads, sorts or drafts.",
    example:
      "A new enquiry could be read, categorised and answered with a draft reply, ready for a person to send, without anyone copying and pasting.",
    metaphor: {
      title: "A conveyor belt with a smart sorting station",
      explanation:
        "Work arrives, a sorter reads each item and sends it to the right place. People handle the exceptions instead of moving every item by hand.",
    },
    demo: {
      title: "From inbox to draft reply, automatically",
      description: "A simple Zapier, Make or n8n flow with one AI step.",
      steps: [
        "Show a sample enquiry arriving by email or web form.",
        "Let the AI step classify it and extract the key details.",
        "Generate a draft reply for {people} and save it for review.",
        "Log the enquiry in a spreadsheet or CRM.",
        "Count the manual steps the flow removed.",
      ],
    },
    storyAfter:
      "An automated flow with an AI step handles the work as it arrives; people deal only with the exceptions.",
    related: ["ai-agents", "responsible-ai"],
  },
  {
    value: "machine-learning",
    label: "Machine learning predictions",
    term: "Machine learning",
    definition:
      "Software that learns patterns from your past data to predict what is likely next: which customers may leave, which invoices will be late, how much stock you will need.",
    example:
      "In {industry}, past records can reveal which cases usually need extra attention, so {team} can act earlier.",
    metaphor: {
      title: "An experienced colleague's instinct, written down",
      explanation:
        "After twenty years, a senior colleague can sense which jobs will go wrong. Machine learning turns your records into that instinct, and shows its confidence as a number.",
    },
    demo: {
      title: "Spot the pattern in last year's data",
      description: "A spreadsheet of anonymised history and a simple prediction.",
      steps: [
        "Open an anonymised spreadsheet of past cases from {industry}.",
        "Ask an AI assistant to find which factors go with a bad outcome.",
        "Let it score this month's cases by risk.",
        "Compare its top five with what {team} would have guessed.",
        "Discuss how you would check the predictions before trusting them.",
      ],
    },
    storyAfter: "A prediction flags the cases that need attention first, so the time goes where it matters.",
    related: ["responsible-ai", "automation"],
  },
  {
    value: "computer-vision",
    label: "Computer vision",
    term: "Computer vision",
    definition:
      "AI that understands images and video: reading documents and handwriting, spotting defects, counting items or checking that equipment is in place.",
    example: "A phone photo of a paper form can become structured data for {task} in seconds.",
    metaphor: {
      title: "A tireless inspector with a camera",
      explanation:
        "It never gets bored on the thousandth photo, but it only knows what it has been shown, so a person still checks the unusual cases.",
    },
    demo: {
      title: "From photo to data",
      description: "Use a phone camera and an assistant that accepts images.",
      steps: [
        "Photograph a printed or handwritten form used in {industry}.",
        "Ask the assistant to extract every field into a table.",
        "Check the result against the original together.",
        "Try a blurry photo and see where it struggles.",
        "Discuss where photos or scans slow {yourTeam} down today.",
      ],
    },
    storyAfter: "Photos and scans become structured data automatically, taking the retyping out of the work.",
    related: ["machine-learning", "responsible-ai"],
  },
  {
    value: "hallucinations",
    label: "Hallucinations and checking AI output",
    term: "Hallucinations",
    definition:
      "AI tools sometimes state things confidently that are simply wrong, such as invented figures, sources or rules. Knowing when and how to check is what makes AI safe to use at work.",
    example:
      "In {industry}, a draft that cites a rule or a figure must be checked against the source before it reaches {people}.",
    metaphor: {
      title: "A confident intern who never says 'I don't know'",
      explanation:
        "Brilliant at drafting, but it would rather guess than admit a gap. You would not send an intern's work to a client unchecked, and the same goes for AI.",
    },
    demo: {
      title: "Catch the confident mistake",
      description: "Provoke a hallucination and practise a checking routine.",
      steps: [
        "Ask the assistant for three sources on a niche question about {industry}.",
        "Check the sources live: some may not exist.",
        "Ask again, telling it to say when it is unsure and to quote only given documents.",
        "Introduce a three-point checking routine: facts, figures, sources.",
        "Agree which tasks always need a human check.",
      ],
    },
    storyAfter:
      "AI drafts the first version and a three-point check catches confident mistakes before anything reaches {people}.",
    related: ["generative-ai", "rag"],
  },
  {
    value: "responsible-ai",
    label: "Responsible AI: privacy and bias",
    term: "Responsible AI",
    definition:
      "Using AI in ways that protect personal data, treat people fairly and keep a named person accountable for every decision.",
    example:
      "In {industry}, that means knowing which data may go into which tool, and checking outputs that affect {people} for unfair patterns.",
    metaphor: {
      title: "Health and safety for a powerful new machine",
      explanation:
        "Nobody bans forklifts; they train drivers, mark the walkways and log inspections. AI needs the same simple rules, not a ban.",
    },
    demo: {
      title: "Write a one-page AI use policy together",
      description: "Draft a practical policy with the room in 20 minutes.",
      steps: [
        "List the AI tools people already use, officially or not.",
        "Sort your data into public, internal and confidential.",
        "Decide which tools may see which kind of data.",
        "Ask an assistant to turn the decisions into a one-page policy.",
        "Name who approves new tools and how to report problems.",
      ],
    },
    storyAfter: "A one-page AI policy lets {team} use AI for this confidently, with the right data in the right tools.",
    related: ["hallucinations", "rag"],
  },
  {
    value: "speech",
    label: "Speech-to-text and meeting assistants",
    term: "Speech-to-text and meeting assistants",
    definition:
      "AI that turns speech into text and then summarises it: meeting notes, call summaries and action lists produced while you talk.",
    example:
      "After a conversation with {people}, the notes, the summary and the follow-up email can be ready before the next meeting starts.",
    metaphor: {
      title: "A minute-taker who never misses a word",
      explanation:
        "It writes everything down and drafts the actions, so everyone can look up instead of at their notepad. Someone still reads the minutes before they go out.",
    },
    demo: {
      title: "Live minutes in real time",
      description: "Record a three-minute role play and get the summary.",
      steps: [
        "Start a meeting assistant or a phone voice recorder with transcription.",
        "Role-play a short conversation about {task}.",
        "Show the transcript, then ask for a summary and action list.",
        "Ask it to draft the follow-up email.",
        "Discuss consent: when you must tell people they are being recorded.",
      ],
    },
    storyAfter:
      "A meeting assistant captures the conversation, so the notes and follow-ups are ready before the next meeting.",
    related: ["generative-ai", "responsible-ai"],
  },
];
