import type { ExampleTheme } from "./ThemedExample";

const button = "rounded-lg px-5 py-2.5 font-semibold";

/** Style 1, Modern Gradient: violet-to-indigo hero, soft glassy cards. */
export const MODERN_GRADIENT: ExampleTheme = {
  page: "bg-slate-50 text-slate-900",
  hero: "bg-gradient-to-br from-violet-700 to-indigo-800 px-4 py-20 text-center text-white",
  eyebrow: "text-sm font-semibold tracking-wide text-violet-100 uppercase",
  title: "mx-auto mt-3 max-w-3xl text-4xl font-extrabold md:text-5xl",
  subtitle: "mx-auto mt-4 max-w-2xl text-lg text-indigo-50",
  stat: "rounded-2xl bg-white p-5 text-slate-600 shadow-sm",
  statValue: "mt-1 text-2xl font-bold text-violet-800",
  tabs: {
    list: "flex gap-2 rounded-full bg-white p-1 shadow-sm",
    tab: "flex-1 rounded-full px-4 py-2 text-sm font-medium text-slate-700 aria-selected:bg-violet-700 aria-selected:text-white",
    panel: "mt-6 rounded-2xl bg-white p-6 shadow-sm",
  },
  card: "rounded-2xl bg-white p-5 text-slate-700 shadow-sm",
  primaryButton: `${button} bg-white text-violet-800 shadow hover:bg-violet-50`,
  secondaryButton: `${button} border border-white/70 text-white hover:bg-white/10`,
  cta: "rounded-2xl bg-indigo-900 p-8 text-white",
};

/** Style 2, Corporate Clean: white, navy and thin rules. */
export const CORPORATE_CLEAN: ExampleTheme = {
  page: "bg-white text-slate-900",
  hero: "border-b border-slate-200 px-4 py-16 md:px-16",
  eyebrow: "text-sm font-medium text-blue-900",
  title: "mt-2 max-w-3xl text-4xl font-semibold text-slate-950",
  subtitle: "mt-4 max-w-2xl text-lg text-slate-600",
  stat: "border-l-4 border-blue-900 bg-slate-50 p-4 text-slate-600",
  statValue: "mt-1 text-2xl font-semibold text-slate-950",
  tabs: {
    list: "flex border-b border-slate-300",
    tab: "-mb-px border-b-2 border-transparent px-5 py-3 text-sm font-medium text-slate-600 aria-selected:border-blue-900 aria-selected:text-blue-900",
    panel: "py-6 text-slate-700",
  },
  card: "border border-slate-200 p-5 text-slate-700",
  primaryButton: `${button} bg-blue-900 text-white hover:bg-blue-950`,
  secondaryButton: `${button} border border-slate-300 text-slate-800 hover:bg-slate-50`,
  cta: "border border-slate-200 bg-slate-50 p-8",
};

/** Style 3, Bold & Vibrant: saturated colour blocks and heavy type. */
export const BOLD_VIBRANT: ExampleTheme = {
  page: "bg-yellow-50 text-slate-950",
  hero: "bg-fuchsia-700 px-4 py-20 text-white md:px-16",
  eyebrow: "inline-block rounded bg-yellow-300 px-2 py-1 text-sm font-black text-slate-950 uppercase",
  title: "mt-4 max-w-3xl text-5xl font-black md:text-6xl",
  subtitle: "mt-4 max-w-2xl text-xl font-medium text-fuchsia-50",
  stat: "rounded-xl border-4 border-slate-950 bg-white p-4 font-bold text-slate-800",
  statValue: "mt-1 text-3xl font-black text-fuchsia-800",
  tabs: {
    list: "flex gap-3",
    tab: "rounded-xl border-4 border-slate-950 bg-white px-4 py-2 font-black aria-selected:bg-yellow-300",
    panel: "mt-4 rounded-xl border-4 border-slate-950 bg-white p-6",
  },
  card: "rounded-xl border-4 border-slate-950 bg-cyan-200 p-5 text-slate-900",
  primaryButton: `${button} border-4 border-slate-950 bg-yellow-300 font-black text-slate-950`,
  secondaryButton: `${button} border-4 border-white font-black text-white`,
  cta: "rounded-xl border-4 border-slate-950 bg-fuchsia-700 p-8 text-white",
};

/** Style 6, Refined Bold: dark, generous spacing, one accent colour. */
export const REFINED_BOLD: ExampleTheme = {
  page: "bg-stone-950 text-stone-100",
  hero: "px-4 py-24 md:px-16",
  eyebrow: "text-sm tracking-widest text-amber-300 uppercase",
  title: "mt-4 max-w-3xl font-serif text-5xl font-bold text-white",
  subtitle: "mt-6 max-w-2xl text-lg text-stone-300",
  stat: "border-t border-stone-700 pt-4 text-stone-300",
  statValue: "mt-1 font-serif text-3xl text-white",
  tabs: {
    list: "flex gap-6 border-b border-stone-700",
    tab: "-mb-px border-b-2 border-transparent py-3 text-sm tracking-wide text-stone-300 uppercase aria-selected:border-amber-300 aria-selected:text-white",
    panel: "py-8 text-stone-200",
  },
  card: "border border-stone-700 p-5 text-stone-200",
  primaryButton: `${button} bg-amber-300 text-stone-950 hover:bg-amber-200`,
  secondaryButton: `${button} border border-stone-500 text-stone-100`,
  cta: "border border-amber-300/40 p-8",
};
