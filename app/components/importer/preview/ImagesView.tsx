import type { PlaybookPreview } from "~/modules/importer/preview.server";
import { formatFileSize } from "~/modules/importer/source";

/** Uploaded images the pages used, and which <img> each was matched to. */
export function ImagesView({ preview }: { preview: PlaybookPreview }) {
  const { images, imageAssociations } = preview.content;
  if (images.length === 0) return <p className="text-slate-600">No uploaded images were used by this playbook.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Uploaded images and where they were used</caption>
      <thead className="border-b border-slate-200 text-slate-600">
        <tr>
          <th scope="col" className="py-2 pr-4">
            File
          </th>
          <th scope="col" className="py-2 pr-4">
            Size
          </th>
          <th scope="col" className="py-2 pr-4">
            Used for
          </th>
          <th scope="col" className="py-2">
            Confidence
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {imageAssociations.map((association) => (
          <tr key={association.originalSrc}>
            <td className="py-2 pr-4 font-medium break-all text-slate-900">{association.matchedFile}</td>
            <td className="py-2 pr-4">
              {formatFileSize(images.find((image) => image.name === association.matchedFile)?.size ?? 0)}
            </td>
            <td className="py-2 pr-4 break-all text-slate-700">{association.originalSrc}</td>
            <td className="py-2">{Math.round(association.confidence * 100)}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
