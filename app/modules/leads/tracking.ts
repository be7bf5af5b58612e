/**
 * First-visit attribution kept in the visitor's browser (local storage, one key): the UTM
 * parameters, referrer and page of the first visit, plus the last tool completed.
 */
export const TRACKING_STORAGE_KEY = "initial_tracking";

export interface TrackingRecord {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  referrer: string;
  landingPage: string;
  firstVisit: string;
  currentTool?: string;
  conversionPage?: string;
  leadMagnet?: string;
}

const UTM_PARAMS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

/** Local storage can be missing or refuse writes (private modes, full quota): tracking then just stops. */
function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readTracking(): TrackingRecord | undefined {
  try {
    const raw = storage()?.getItem(TRACKING_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return parsed && typeof parsed === "object" ? (parsed as TrackingRecord) : undefined;
  } catch {
    return undefined;
  }
}

function writeTracking(record: TrackingRecord): void {
  try {
    storage()?.setItem(TRACKING_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // see storage()
  }
}

/** Builds the first-visit record from the page the visitor arrived on. */
export function firstVisitRecord(pageUrl: string, referrer: string, now = new Date()): TrackingRecord {
  const url = new URL(pageUrl);
  const record: TrackingRecord = {
    referrer: referrer || "direct",
    landingPage: `${url.pathname}${url.search}`,
    firstVisit: now.toISOString(),
  };
  for (const [field, param] of Object.entries(UTM_PARAMS)) {
    const value = url.searchParams.get(param);
    if (value) record[field as keyof typeof UTM_PARAMS] = value;
  }
  return record;
}

/** Records the first visit once; later visits keep the original attribution. */
export function rememberFirstVisit(): TrackingRecord | undefined {
  const existing = readTracking();
  if (existing) return existing;
  if (typeof window === "undefined") return undefined;
  const record = firstVisitRecord(window.location.href, document.referrer);
  writeTracking(record);
  return record;
}

/** Called when a tool is completed: which lead magnet and tool the visitor just used. */
export function trackLeadCompletion(leadMagnet: string, currentTool: string): void {
  const record = rememberFirstVisit();
  if (!record) return;
  writeTracking({ ...record, leadMagnet, currentTool, conversionPage: window.location.pathname });
}

/** The lead payload's tracking fields for a subscription made on this page. */
export function trackingFields(): Record<string, string> {
  const record = rememberFirstVisit();
  const fields: Record<string, string> = {};
  if (record) {
    for (const key of [...Object.keys(UTM_PARAMS), "referrer", "landingPage", "firstVisit"] as const) {
      const value = record[key as keyof TrackingRecord];
      if (value) fields[key] = value;
    }
  }
  if (typeof window !== "undefined") fields.conversionPage = window.location.pathname;
  return fields;
}
