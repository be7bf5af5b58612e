import { useEffect } from "react";
import { Form, useNavigate, useSearchParams } from "react-router";
import { HiddenFields } from "~/components/tools/HiddenFields";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import type { LandingContent } from "~/modules/tools/landing-builder/content";
import { landingFormFields, type LandingForm } from "~/modules/tools/landing-builder/form";
import { GENERATED_PARAM } from "~/modules/tools/results/paths";
import { LandingPreview } from "./LandingPreview";

/**
 * A stored landing page: the preview, and 'Back to Editor', which takes its values back to the
 * builder's last step (a post, so it works before scripts load and in another browser).
 */
export function LandingResult({ values, content }: { values: LandingForm; content: LandingContent }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const justGenerated = searchParams.get(GENERATED_PARAM) === "1";

  useEffect(() => {
    if (!justGenerated) return;
    toast({ title: "Content Generated!", description: "Review your page, then download the Lovable prompt." });
    // Said once: a reload or a copied address should not announce it again.
    void navigate(".", { replace: true, preventScrollReset: true });
  }, [justGenerated, toast, navigate]);

  const backToEditor = (
    <Form method="post" action="/tools/workshop-landing-builder">
      <HiddenFields values={landingFormFields(values)} />
      <input type="hidden" name="currentStep" value="3" />
      <button type="submit" name="intent" value="step-3" className={buttonClass("secondary")}>
        Back to Editor
      </button>
    </Form>
  );
  return <LandingPreview content={content} values={values} backToEditor={backToEditor} />;
}
