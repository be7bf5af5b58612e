import { useEffect, useState } from "react";
import { ToolPage } from "~/components/tools/ToolPage";
import type { ToolScreen } from "~/components/tools/useToolFunnel";
import { useToast } from "~/components/ui/toaster";
import { useHydrated } from "~/components/ui/useHydrated";
import { EMPTY_LANDING_FORM, type LandingForm } from "~/modules/tools/landing-builder/form";
import { AccessGate } from "./AccessGate";
import { LandingEditor } from "./LandingEditor";

export type LandingActionData =
  | { intent: "unlock"; ok: boolean; error?: string }
  | { intent: "step"; step: number; values: LandingForm; missing: (keyof LandingForm)[] }
  | { intent: "generate"; ok: false; error: string; values?: LandingForm }
  | { intent: "unknown"; error: string }
  | undefined;

/** Contact details stay in this tab only (session storage), never in the URL. */
const STORAGE_KEY = "workshop-landing-builder";

function restore(): { values: LandingForm; step: number } | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as {
      values?: Partial<LandingForm>;
      step?: number;
    } | null;
    if (!saved?.values) return undefined;
    return {
      values: { ...EMPTY_LANDING_FORM, ...saved.values },
      step: Math.min(3, Math.max(1, Number(saved.step) || 1)),
    };
  } catch {
    return undefined;
  }
}

interface LandingBuilderProps {
  unlocked: boolean;
  available: boolean;
  actionData: LandingActionData;
}

export function LandingBuilder({ unlocked, available, actionData }: LandingBuilderProps) {
  const toast = useToast();
  const hydrated = useHydrated();
  const fromServer = actionData && "values" in actionData ? actionData.values : undefined;
  const [values, setValues] = useState<LandingForm>(fromServer ?? EMPTY_LANDING_FORM);
  const [step, setStep] = useState(actionData?.intent === "step" ? actionData.step : 1);

  useEffect(() => {
    const saved = restore();
    if (saved && !fromServer) {
      setValues(saved.values);
      setStep(saved.step);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restore once, on first load
  }, []);

  useEffect(() => {
    if (!hydrated) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ values, step }));
    } catch {
      // Storage refused (private mode, quota): the form still works, it just won't survive a reload.
    }
  }, [values, step, hydrated]);

  useEffect(() => {
    if (!actionData) return;
    if (actionData.intent === "unlock") {
      toast(
        actionData.ok
          ? { title: "Access Granted", description: "Welcome, AI Workshop Kit student." }
          : { title: "Incorrect Access Code", description: actionData.error, variant: "destructive" },
      );
    } else if (actionData.intent === "generate") {
      // Success leaves this page for the stored preview, which says 'Content Generated!'.
      toast({
        title: "Generation Failed",
        description: "Failed to generate content. Please try again.",
        variant: "destructive",
      });
    }
  }, [actionData, toast]);

  function body() {
    if (!unlocked)
      return (
        <AccessGate
          available={available}
          error={actionData?.intent === "unlock" && !actionData.ok ? actionData.error : undefined}
        />
      );
    return (
      <LandingEditor
        step={step}
        values={values}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        onStep={setStep}
        serverMissing={actionData?.intent === "step" ? actionData.missing : []}
      />
    );
  }

  const screen: ToolScreen = unlocked ? { kind: "step", step } : { kind: "intro" };
  return (
    <ToolPage toolId="workshop-landing-builder" screen={screen}>
      {body()}
    </ToolPage>
  );
}
