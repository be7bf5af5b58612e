import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

export interface MedianResult {
  /** The median run's score in each category, 0–100. */
  scores: Record<Category, number>;
  /** Every completed run's performance score, lowest first. */
  spread: number[];
  /** Why runs Lighthouse could not complete failed (they score nothing, so they are not counted). */
  failedRuns: string[];
  /** The median run's audits that cost points in a category. */
  auditsBelow(category: Category): string[];
}

/** Headless Chromium for Lighthouse (CHROMIUM_PATH, default /usr/bin/chromium). */
export function launchLighthouseChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
}

/**
 * Lighthouse's default mobile run (emulated phone, simulated slow 4G and CPU) `runs` times,
 * judged by the median run by performance, as Lighthouse advises: its simulation starts from a
 * real page load, and one run's performance score moves by several points with what the
 * machine is doing.
 */
export async function lighthouseMedian(url: string, chromePort: number, runs = 3): Promise<MedianResult> {
  const reports: Report[] = [];
  const failedRuns: string[] = [];
  // A run Lighthouse could not record (now and then NO_NAVSTART) is made again, twice at most,
  // so the median is of `runs` measured loads.
  for (let attempt = 0; reports.length < runs && attempt < runs + 2; attempt += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) failedRuns.push(result.lhr.runtimeError.message);
    else reports.push(result.lhr);
  }
  if (reports.length === 0) throw new Error(`Lighthouse could not measure ${url}: ${failedRuns.join("; ")}`);
  const score = (lhr: Report, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  reports.sort((a, b) => score(a, "performance") - score(b, "performance"));
  const median = reports[Math.floor(reports.length / 2)]!;
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(median, category)])) as Record<
      Category,
      number
    >,
    spread: reports.map((lhr) => score(lhr, "performance")),
    failedRuns,
    auditsBelow: (category) =>
      Object.values(median.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
        .filter((audit) => median.categories[category]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`),
  };
}
