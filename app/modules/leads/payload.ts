import { z } from "zod";
import { leadMagnetSlug } from "~/modules/tools/definitions";

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";

/** Blank or missing counts as absent, so defaults apply to empty hidden fields from plain forms. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : undefined),
    z.string().optional(),
  );

/** The last touch (see app/modules/leads/tracking.ts), sent beside the spec's first-touch fields. */
const lastTouchFields = {
  lastUtmSource: optionalText(200),
  lastUtmMedium: optionalText(200),
  lastUtmCampaign: optionalText(200),
  lastUtmTerm: optionalText(200),
  lastUtmContent: optionalText(200),
  lastReferrer: optionalText(2000),
  lastLandingPage: optionalText(2000),
  lastVisit: optionalText(40).pipe(z.iso.datetime({ offset: true }).optional().catch(undefined)),
};

type FirstTouch = Record<"utmSource" | "utmMedium" | "utmCampaign" | "referrer", string> &
  Partial<Record<"utmTerm" | "utmContent" | "landingPage" | "firstVisit", string>>;
type LastTouch = { [Field in keyof typeof lastTouchFields]?: string };

/**
 * A form without any last-touch field (sent before scripts ran, or by an older page) had no
 * later touch than the first: the first is the last. A partial one keeps the spec's defaults.
 */
function lastTouch(lead: FirstTouch & LastTouch) {
  const sent = Object.keys(lastTouchFields).some((field) => lead[field as keyof LastTouch] !== undefined);
  if (!sent) {
    return {
      lastUtmSource: lead.utmSource,
      lastUtmMedium: lead.utmMedium,
      lastUtmCampaign: lead.utmCampaign,
      lastUtmTerm: lead.utmTerm,
      lastUtmContent: lead.utmContent,
      lastReferrer: lead.referrer,
      lastLandingPage: lead.landingPage,
      lastVisit: lead.firstVisit,
    };
  }
  return {
    lastUtmSource: lead.lastUtmSource ?? "direct",
    lastUtmMedium: lead.lastUtmMedium ?? "organic",
    lastUtmCampaign: lead.lastUtmCampaign ?? "unknown",
    lastReferrer: lead.lastReferrer ?? "direct",
  };
}

/**
 * The newsletter lead as the subscribe endpoint accepts it (JSON or form fields). Tracking
 * values come from the visitor's browser, so they are cut to a sane length rather than refused.
 */
export const leadPayloadSchema = z
  .object({
    email: z
      .string({ message: INVALID_EMAIL_MESSAGE })
      .trim()
      .max(254, INVALID_EMAIL_MESSAGE)
      .pipe(z.email({ message: INVALID_EMAIL_MESSAGE }))
      .transform((email) => email.toLowerCase()),
    utmSource: optionalText(200).transform((value) => value ?? "direct"),
    utmMedium: optionalText(200).transform((value) => value ?? "organic"),
    utmCampaign: optionalText(200).transform((value) => value ?? "unknown"),
    utmTerm: optionalText(200),
    utmContent: optionalText(200),
    referrer: optionalText(2000).transform((value) => value ?? "direct"),
    landingPage: optionalText(2000),
    leadMagnet: optionalText(100).transform((value) => value ?? "Newsletter"),
    firstVisit: optionalText(40).pipe(z.iso.datetime({ offset: true }).optional().catch(undefined)),
    conversionPage: optionalText(2000),
    ...lastTouchFields,
    /** The stored tool result (its link's token) the form was sent from; anything else is ignored. */
    resultId: optionalText(40).pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{22}$/)
        .optional()
        .catch(undefined),
    ),
    /** Honeypot: a field people never see; anything in it marks a bot. */
    website: optionalText(200),
  })
  .transform(({ website, ...lead }) => ({
    ...lead,
    ...lastTouch(lead),
    currentTool: leadMagnetSlug(lead.leadMagnet),
    isBot: website !== undefined,
  }));

export type LeadPayload = Omit<z.output<typeof leadPayloadSchema>, "isBot">;

/** The field names a capture form posts (hidden tracking fields plus the visible e-mail). */
export const LEAD_FORM_FIELDS = [
  "email",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "referrer",
  "landingPage",
  "leadMagnet",
  "firstVisit",
  "conversionPage",
  ...(Object.keys(lastTouchFields) as (keyof typeof lastTouchFields)[]),
  "resultId",
  "website",
] as const;
