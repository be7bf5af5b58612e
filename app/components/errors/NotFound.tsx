import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

export function NotFound() {
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-950">Oops! Page not found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={`${buttonClass("primary", "lg")} mt-8`}>
        Return to Home
      </Link>
    </main>
  );
}
