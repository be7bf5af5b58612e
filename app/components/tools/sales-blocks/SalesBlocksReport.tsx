import { PrintAndRestart } from "~/components/tools/PrintAndRestart";
import { ResultHeader } from "~/components/tools/ResultHeader";
import { TextList } from "~/components/tools/TextList";
import { TitledSection } from "~/components/tools/TitledSection";
import { useToolCompletion } from "~/components/tools/useToolCompletion";
import { SALES_BLOCKS, type BlockType } from "~/modules/tools/sales-blocks/blocks";
import type { SalesBlocksResult } from "~/modules/tools/sales-blocks/scoring";

function BlockCard({ block, rank }: { block: BlockType; rank: "Your main block" | "Your secondary block" }) {
  const details = SALES_BLOCKS[block];
  return (
    <section aria-labelledby={`block-${block}`} className="rounded-xl border border-slate-200 p-6 break-inside-avoid">
      <p className="text-sm font-semibold text-brand-700">{rank}</p>
      <h3 id={`block-${block}`} className="text-xl font-bold text-slate-950">
        {details.name}
      </h3>
      <p className="mt-2 text-slate-700">{details.description}</p>
      <h4 className="mt-4 font-semibold text-slate-950">The reframe</h4>
      <p className="mt-1 text-slate-800">{details.reframe}</p>
      <h4 className="mt-4 font-semibold text-slate-950">Three quick wins</h4>
      <TextList ordered items={details.actions} className="mt-2 text-slate-800" />
    </section>
  );
}

export function SalesBlocksReport({ result, retakeHref }: { result: SalesBlocksResult; retakeHref: string }) {
  useToolCompletion("sales-blocks");
  return (
    <div className="space-y-6">
      <ResultHeader title="Your Sales Blocks Report">
        Your main block is <strong>{SALES_BLOCKS[result.top].name}</strong>, followed by{" "}
        <strong>{SALES_BLOCKS[result.secondary].name}</strong>.
      </ResultHeader>
      <BlockCard block={result.top} rank="Your main block" />
      <BlockCard block={result.secondary} rank="Your secondary block" />
      <TitledSection id="all-scores" title="All six blocks" className="break-inside-avoid">
        <ul className="mt-3 space-y-2">
          {result.scores.map((score) => (
            <li key={score.block}>
              <div className="flex justify-between text-sm">
                <span className="font-medium text-slate-900">{SALES_BLOCKS[score.block].name}</span>
                <span className="text-slate-700">{score.percent}%</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-200">
                <div className="h-full rounded-full bg-brand-600" style={{ width: `${score.percent}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </TitledSection>
      <PrintAndRestart printLabel="Print Report" restartLabel="Retake Quiz" restartHref={retakeHref} />
    </div>
  );
}
