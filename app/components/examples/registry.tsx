import type { ReactNode } from "react";
import { CardHeavyExample } from "./CardHeavyExample";
import { DashboardExample } from "./DashboardExample";
import { ThemedExample } from "./ThemedExample";
import { BOLD_VIBRANT, CORPORATE_CLEAN, MODERN_GRADIENT, REFINED_BOLD } from "./themes";

export interface DesignExample {
  name: string;
  render: () => ReactNode;
}

/** The six design examples by route id (/examples/style-1 … style-6). */
export const DESIGN_EXAMPLES: Record<string, DesignExample> = {
  "style-1": {
    name: "Modern Gradient",
    render: () => <ThemedExample name="Modern Gradient" theme={MODERN_GRADIENT} />,
  },
  "style-2": {
    name: "Corporate Clean",
    render: () => <ThemedExample name="Corporate Clean" theme={CORPORATE_CLEAN} />,
  },
  "style-3": { name: "Bold & Vibrant", render: () => <ThemedExample name="Bold & Vibrant" theme={BOLD_VIBRANT} /> },
  "style-4": { name: "Card-Heavy", render: () => <CardHeavyExample /> },
  "style-5": { name: "Dashboard", render: () => <DashboardExample /> },
  "style-6": { name: "Refined Bold", render: () => <ThemedExample name="Refined Bold" theme={REFINED_BOLD} /> },
};
