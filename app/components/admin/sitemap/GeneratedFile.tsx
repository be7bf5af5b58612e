import { Copy, Download } from "lucide-react";
import { useId } from "react";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { useHydrated } from "~/components/ui/useHydrated";

interface GeneratedFileProps {
  /** "sitemap.xml" or "robots.txt": the label, the download's name and where the site serves it. */
  fileName: string;
  text: string;
}

/**
 * One generated file: read-only text, Copy (with scripts) and Download. The download is the
 * live file the site serves from the same generator, so it works before scripts load too.
 */
export function GeneratedFile({ fileName, text }: GeneratedFileProps) {
  const id = useId();
  const toast = useToast();
  const hydrated = useHydrated();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: "Copied", description: `${fileName} copied to clipboard` });
    } catch {
      toast({ title: "Copy failed", description: "Select the text and copy it instead.", variant: "destructive" });
    }
  };
  return (
    <section aria-labelledby={`${id}-label`} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label id={`${id}-label`} htmlFor={id} className="font-semibold text-slate-950">
          {fileName}
        </label>
        <div className="flex gap-2">
          {hydrated && (
            <button type="button" onClick={() => void copy()} className={buttonClass("secondary", "sm")}>
              <Copy aria-hidden="true" className="size-4" />
              Copy<span className="sr-only"> {fileName}</span>
            </button>
          )}
          <a href={`/${fileName}`} download={fileName} className={buttonClass("secondary", "sm")}>
            <Download aria-hidden="true" className="size-4" />
            Download<span className="sr-only"> {fileName}</span>
          </a>
        </div>
      </div>
      <textarea
        id={id}
        readOnly
        value={text}
        rows={14}
        className="mt-3 block w-full rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-xs text-slate-800"
      />
    </section>
  );
}
