import { Link } from "react-router";

/** A pack link that is mistyped, cut short or not ours. */
export function PackNotFound() {
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-950">Resources pack not found</h1>
      <p className="mt-2 max-w-xl text-slate-600">
        This link does not lead to a resources pack. Check that it was copied whole, or get your own from the Workshop
        Builder&apos;s blueprint.
      </p>
      <Link to="/tools/workshop-builder" className="mt-6 font-medium text-brand-700 hover:text-brand-900">
        Open the Workshop Builder
      </Link>
    </main>
  );
}
