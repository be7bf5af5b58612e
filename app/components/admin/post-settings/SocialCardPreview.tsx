import type { SocialCard } from "~/modules/seo/playbook-seo";

/** The large-image card X and LinkedIn show for a shared link, from what the form holds now. */
export function SocialCardPreview({ card }: { card: SocialCard }) {
  return (
    <figure aria-label="Share card preview" className="space-y-3">
      <figcaption className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Share card</figcaption>
      <div className="max-w-md overflow-hidden rounded-2xl border border-slate-300 bg-white">
        <img src={card.image} alt="" className="aspect-[1200/630] w-full object-cover" data-preview="card-image" />
        <div className="border-t border-slate-200 px-3 py-2">
          <p className="text-xs text-slate-600">{card.host}</p>
          <p className="font-semibold text-slate-900" data-preview="card-title">
            {card.title}
          </p>
          <p className="line-clamp-2 text-sm text-slate-600">{card.description}</p>
        </div>
      </div>
      <p className="text-xs text-slate-600">
        X shows the image with the address below it; LinkedIn and Facebook add the title and description as above.
      </p>
    </figure>
  );
}
