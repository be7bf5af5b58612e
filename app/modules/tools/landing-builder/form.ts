import { z } from "zod";

/** `length` is the duration as it reads before "workshop": "a 60-minute workshop". */
export const FORMATS = [
  { value: "1hour", label: "1-hour intro", duration: "60 minutes", length: "60-minute" },
  { value: "3hour", label: "3-hour half-day", duration: "3 hours", length: "3-hour" },
] as const;

/** `adjective` is the mode as it reads before "workshop": "an in-person workshop". */
export const DELIVERY_MODES = [
  { value: "online", label: "Online", adjective: "online" },
  { value: "offline", label: "In person", adjective: "in-person" },
  { value: "hybrid", label: "Hybrid", adjective: "hybrid" },
] as const;

export interface LandingForm {
  workshopName: string;
  format: string;
  audience: string;
  industry: string;
  deliveryMode: string;
  includePricing: boolean;
  customFocus: string;
  organizationName: string;
  facilitatorName: string;
  email: string;
  phone: string;
}

export const EMPTY_LANDING_FORM: LandingForm = {
  workshopName: "",
  format: "",
  audience: "",
  industry: "",
  deliveryMode: "",
  includePricing: false,
  customFocus: "",
  organizationName: "",
  facilitatorName: "",
  email: "",
  phone: "",
};

export const FIELD_LABELS: Record<keyof LandingForm, string> = {
  workshopName: "Workshop name",
  format: "Format",
  audience: "Target audience",
  industry: "Industry",
  deliveryMode: "Delivery mode",
  includePricing: "Show pricing on the page",
  customFocus: "Special focus (optional)",
  organizationName: "Organization name",
  facilitatorName: "Facilitator name",
  email: "Contact email",
  phone: "Phone (optional)",
};

/** The three steps and the fields each one requires. */
export const LANDING_STEPS = [
  { title: "Workshop Details", required: ["workshopName", "format", "audience", "industry"] },
  { title: "Delivery & Organization", required: ["deliveryMode", "organizationName"] },
  { title: "Contact Information", required: ["facilitatorName", "email"] },
] as const satisfies readonly { title: string; required: readonly (keyof LandingForm)[] }[];

/** The values as a browser would post them: the checkbox "on" when ticked and absent otherwise. */
export function landingFormFields(
  values: LandingForm,
  except: readonly (keyof LandingForm)[] = [],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(values) as [keyof LandingForm, string | boolean][]) {
    if (except.includes(field) || value === false) continue;
    fields[field] = value === true ? "on" : value;
  }
  return fields;
}

/** Required fields of a step that are still blank. */
export function missingFields(form: LandingForm, step: number): (keyof LandingForm)[] {
  const required: readonly (keyof LandingForm)[] = LANDING_STEPS[step - 1]?.required ?? [];
  return required.filter((field) => String(form[field]).trim() === "");
}

const text = (max: number) => z.string().trim().max(max, `Keep it under ${max} characters.`);
const required = (label: string, max: number) => text(max).min(1, `${label} is required.`);

/** The generate request, checked on the server. */
export const landingFormSchema = z.object({
  workshopName: required("Workshop name", 120),
  format: z.enum(["1hour", "3hour"], { message: "Choose a format." }),
  audience: required("Target audience", 160),
  industry: required("Industry", 80),
  deliveryMode: z.enum(["online", "offline", "hybrid"], { message: "Choose a delivery mode." }),
  includePricing: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()),
  customFocus: text(300).default(""),
  organizationName: required("Organization name", 120),
  facilitatorName: required("Facilitator name", 120),
  email: z.email({ message: "Enter a valid contact email." }).max(254),
  phone: text(40).default(""),
});
