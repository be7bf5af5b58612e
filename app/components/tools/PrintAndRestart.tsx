import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { PrintButton } from "./PrintButton";

/** The buttons closing a printable result: print it, or start the tool again. */
export function PrintAndRestart({
  printLabel,
  restartLabel,
  restartHref,
}: {
  printLabel: string;
  restartLabel: string;
  restartHref: string;
}) {
  return (
    <div className="flex flex-wrap justify-center gap-3 print:hidden">
      <PrintButton label={printLabel} variant="primary" />
      <Link to={restartHref} className={buttonClass("secondary")}>
        {restartLabel}
      </Link>
    </div>
  );
}
