import { typedMidSentence } from "~/modules/text/phrases";
import type { ChoiceLike } from "../choice";

export interface IndustryProfile extends ChoiceLike {
  /** The industry as it reads after "in", "for" or "from" ("in legal practice", "in the nonprofit sector"). */
  sector: string;
  /**
   * Everyday work AI helps with, each a gerund phrase ("drafting …"): it follows "such as" and is
   * the subject of a singular verb ("drafting letters takes hours").
   */
  tasks: readonly [string, string, string];
  /** A typical document to use in examples and demos ("a referral letter"). */
  document: string;
  /** Who the industry serves. */
  people: string;
  /** The risk this audience will raise first. */
  risk: string;
}

/** The translator's fifteen industries. */
export const INDUSTRIES: readonly IndustryProfile[] = [
  {
    value: "healthcare",
    sector: "healthcare",
    label: "Healthcare",
    tasks: [
      "drafting referral and discharge letters",
      "summarising long patient histories before appointments",
      "answering routine appointment questions",
    ],
    document: "a referral letter",
    people: "patients",
    risk: "patient confidentiality",
  },
  {
    value: "legal",
    sector: "legal practice",
    label: "Legal",
    tasks: [
      "drafting standard contracts and letters",
      "summarising case files and disclosure bundles",
      "checking documents against a clause checklist",
    ],
    document: "a client engagement letter",
    people: "clients",
    risk: "privilege and confidentiality",
  },
  {
    value: "finance",
    sector: "finance and banking",
    label: "Finance & banking",
    tasks: [
      "reconciling transactions and flagging anomalies",
      "drafting client portfolio reviews",
      "answering routine account questions",
    ],
    document: "a quarterly client report",
    people: "customers",
    risk: "regulatory record-keeping",
  },
  {
    value: "insurance",
    sector: "insurance",
    label: "Insurance",
    tasks: [
      "triaging incoming claims",
      "explaining policy wording in plain language",
      "flagging unusual claims for human review",
    ],
    document: "a claim summary",
    people: "policyholders",
    risk: "fair, explainable decisions",
  },
  {
    value: "real-estate",
    sector: "real estate",
    label: "Real estate",
    tasks: [
      "writing property listings",
      "answering buyer and tenant enquiries at any hour",
      "summarising surveys and leases",
    ],
    document: "a property listing",
    people: "buyers and tenants",
    risk: "accurate property descriptions",
  },
  {
    value: "retail",
    sector: "retail and e-commerce",
    label: "Retail & e-commerce",
    tasks: [
      "writing product descriptions at scale",
      "answering order and returns questions",
      "forecasting stock from sales history",
    ],
    document: "a product page",
    people: "shoppers",
    risk: "customer data and pricing accuracy",
  },
  {
    value: "manufacturing",
    sector: "manufacturing",
    label: "Manufacturing",
    tasks: [
      "turning maintenance logs into schedules",
      "writing standard operating procedures",
      "spotting defects in inspection photos",
    ],
    document: "a standard operating procedure",
    people: "operators",
    risk: "safety-critical decisions",
  },
  {
    value: "construction",
    sector: "construction",
    label: "Construction",
    tasks: [
      "drafting method statements and risk assessments",
      "summarising site reports and snag lists",
      "comparing supplier quotes",
    ],
    document: "a method statement",
    people: "site teams",
    risk: "safety and contractual liability",
  },
  {
    value: "education",
    sector: "education",
    label: "Education",
    tasks: [
      "drafting lesson plans and differentiated worksheets",
      "giving first-pass feedback on written work",
      "writing reports and parent emails",
    ],
    document: "a lesson plan",
    people: "students",
    risk: "safeguarding and academic integrity",
  },
  {
    value: "hospitality",
    sector: "hospitality and tourism",
    label: "Hospitality & tourism",
    tasks: [
      "answering booking questions in several languages",
      "writing menus and event descriptions",
      "turning guest reviews into actions",
    ],
    document: "a reply to a guest review",
    people: "guests",
    risk: "allergen and booking accuracy",
  },
  {
    value: "logistics",
    sector: "logistics",
    label: "Logistics & transport",
    tasks: [
      "planning routes and loads",
      "answering where-is-my-delivery questions",
      "summarising incident and delay reports",
    ],
    document: "a delivery exception report",
    people: "customers and drivers",
    risk: "operational data accuracy",
  },
  {
    value: "marketing",
    sector: "marketing",
    label: "Marketing & advertising",
    tasks: [
      "turning one brief into many campaign drafts",
      "analysing campaign results",
      "researching audiences and competitors",
    ],
    document: "a campaign brief",
    people: "clients",
    risk: "brand voice and copyright",
  },
  {
    value: "nonprofit",
    sector: "the nonprofit sector",
    label: "Nonprofit",
    tasks: [
      "drafting grant applications and impact reports",
      "personalising donor thank-you letters",
      "summarising volunteer feedback",
    ],
    document: "a grant application",
    people: "donors and beneficiaries",
    risk: "donor data protection",
  },
  {
    value: "government",
    sector: "the public sector",
    label: "Government & public sector",
    tasks: [
      "summarising consultation responses",
      "drafting plain-language letters to residents",
      "routing enquiries to the right team",
    ],
    document: "a letter to residents",
    people: "residents",
    risk: "fairness, transparency and public records",
  },
  {
    value: "accounting",
    sector: "accounting",
    label: "Accounting",
    tasks: [
      "categorising expenses and bank lines",
      "drafting client management letters",
      "answering routine tax-deadline questions",
    ],
    document: "a management letter",
    people: "clients",
    risk: "accuracy and professional liability",
  },
];

/** For an industry the visitor typed: the same shape, in general terms, their words as typed (see typedMidSentence). */
export function customIndustryProfile(name: string): IndustryProfile {
  return {
    value: "other",
    label: name,
    sector: typedMidSentence(name),
    tasks: [
      "drafting routine documents and emails",
      "summarising long reports and meeting notes",
      "answering common customer questions",
    ],
    document: "a routine client email",
    people: "customers",
    risk: "data privacy and accuracy",
  };
}
