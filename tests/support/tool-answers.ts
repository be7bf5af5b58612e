/**
 * Complete answers for the tools, shared by the tests that need a finished result (integration
 * tests on the actions, the browser tests that post them). Their results are pinned by those
 * tests: a Real Estate blueprint, a technical founder's quiz, a consultant's sprint, an estate
 * agents' landing page.
 */
export const REAL_ESTATE_WORKSHOP = {
  industry: "Real estate",
  audienceLevel: "basic",
  strength: "tools",
  deliveryStyle: "intensive",
  location: "us",
  marketType: "private",
  frequency: "weekly",
};

export const TECH_QUIZ = {
  industry: "tech",
  skill: "technical",
  delivery: "small-group",
  income: "20k+",
  confidence: "5",
};

export const SPRINT_ANSWERS = {
  goal: "Sign three clients for my AI audit",
  why: "Leave my agency job",
  success: "3 contracts, £6k invoiced",
  confidence: "5",
  hours: "8",
  obstacle: "perfectionism",
  resources: "LinkedIn network",
  pastExperience: "Built a course and never launched it",
};

export const LANDING_FORM = {
  workshopName: "AI for Busy Estate Agents",
  format: "1hour",
  audience: "estate agents",
  industry: "Real estate",
  deliveryMode: "online",
  organizationName: "Northside Training",
  facilitatorName: "Priya Shah",
  email: "priya@example.com",
};
