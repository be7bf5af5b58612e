import { snippetPieces } from "~/modules/catalog/search/snippet";

/** Why a search matched: the passage from the body with the matched words marked. */
export function SearchSnippet({ snippet }: { snippet: string }) {
  return (
    <p className="mt-3 rounded-md bg-amber-50 p-2 text-sm text-slate-700">
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
