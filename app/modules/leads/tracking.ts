/**
 * Attribution kept in the visitor's browser (local storage): the first touch under the spec's
 * key (UTM parameters, referrer and page of the first visit, plus the last tool completed),
 * and the last touch: the latest visit that came from a campaign link or another site.
 * The page script records visits; the capture forms read both into the lead.
 */
export const TRACKING_STORAGE_KEY = "initial_tracking";
export const LAST_TOUCH_STORAGE_KEY = "last_touch";

/** Where one visit came from. */
export interface Touch {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  referrer: string;
  landingPage: string;
}

export interface TrackingRecord extends Touch {
  firstVisit: string;
  currentTool?: string;
  conversionPage?: string;
  leadMagnet?: string;
}

export interface LastTouch extends Touch {
  lastVisit: string;
}

/** utmSource ↔ utm_source, and so on: the field names the lead payload uses and the URL's parameters. */
const UTM_NAMES = ["Source", "Medium", "Campaign", "Term", "Content"] as const;
type UtmField = `utm${(typeof UTM_NAMES)[number]}`;

/** Local storage can be missing, refuse writes (private modes, full quota) or hold junk: tracking then just stops. */
function read<T>(key: string): T | undefined {
  try {
    // JSON.parse(null) is null: nothing stored.
    return (JSON.parse(localStorage.getItem(key)!) as T | null) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: object): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // see read()
  }
}

export const readTracking = () => read<TrackingRecord>(TRACKING_STORAGE_KEY);
export const readLastTouch = () => read<LastTouch>(LAST_TOUCH_STORAGE_KEY);

/**
 * Called on every page load: the first visit is kept for good; a visit from a campaign link or
 * another site becomes the last touch. A direct return or a move within the site changes neither.
 */
export function rememberVisit(pageUrl = location.href, referrer = document.referrer, now = new Date()): void {
  const url = new URL(pageUrl);
  const touch: Touch = { referrer: referrer || "direct", landingPage: url.pathname + url.search };
  let external = false;
  for (const name of UTM_NAMES) {
    const value = url.searchParams.get(`utm_${name.toLowerCase()}`);
    if (value) {
      touch[`utm${name}`] = value;
      external = true;
    }
  }
  try {
    external ||= new URL(referrer).host !== url.host;
  } catch {
    // no referrer: a direct visit
  }
  const at = now.toISOString();
  if (!readTracking()) write(TRACKING_STORAGE_KEY, { ...touch, firstVisit: at });
  if (external) write(LAST_TOUCH_STORAGE_KEY, { ...touch, lastVisit: at });
}

/** Called when a tool is completed: which lead magnet and tool the visitor just used. */
export function trackLeadCompletion(leadMagnet: string, currentTool: string): void {
  if (!readTracking()) rememberVisit();
  const record = readTracking();
  if (record)
    write(TRACKING_STORAGE_KEY, {
      ...record,
      leadMagnet,
      currentTool,
      conversionPage: location.pathname + location.search,
    });
}

const capitalised = (field: string) => field[0]!.toUpperCase() + field.slice(1);

/**
 * The lead payload's tracking fields kept in this browser: the first touch under the spec's
 * names, the last touch as last* (the first touch when no later one came). The conversion
 * page is the form's own field, so it is sent before scripts run too.
 */
export function trackingFields(): Record<string, string> {
  const first = readTracking();
  const last: Partial<LastTouch> | undefined = readLastTouch() ?? (first && { ...first, lastVisit: first.firstVisit });
  const fields: Record<string, string> = {};
  const utmFields = UTM_NAMES.map((name): UtmField => `utm${name}`);
  for (const key of [...utmFields, "referrer", "landingPage", "firstVisit"] as const) {
    const value = first?.[key];
    if (value) fields[key] = value;
  }
  for (const key of [...utmFields, "referrer", "landingPage"] as const) {
    const value = last?.[key];
    if (value) fields[`last${capitalised(key)}`] = value;
  }
  if (last?.lastVisit) fields.lastVisit = last.lastVisit;
  return fields;
}
