import { snippetPieces } from "~/modules/catalog/search/snippet";
import type { SearchPassage } from "~/modules/catalog/search/results";

/** Why a search matched: the passage's words around the first match, the matched ones marked. */
export function SearchSnippet({ snippet }: { snippet: string }) {
  return (
    <p className="mt-1 text-slate-700">
      <span className="sr-only">Matched text: </span>
      {snippetPieces(snippet).map((piece, index) =>
        piece.marked ? (
          <mark key={index} className="rounded bg-amber-200 px-0.5 text-slate-950">
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </p>
  );
}

/** The section a search result opens: a link to it (part › heading) and the matched text. */
export function PassagePreview({ passage }: { passage: SearchPassage }) {
  const place = passage.heading === passage.partTitle ? passage.partTitle : `${passage.partTitle} › ${passage.heading}`;
  return (
    <div className="mt-3 rounded-md bg-amber-50 p-2 text-sm">
      <a href={passage.href} className="font-semibold text-brand-900 underline-offset-2 hover:underline">
        <span className="sr-only">Open the passage: </span>
        {place}
      </a>
      {passage.snippet && <SearchSnippet snippet={passage.snippet} />}
    </div>
  );
}
