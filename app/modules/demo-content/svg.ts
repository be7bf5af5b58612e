import { parseDocument, DomUtils } from "htmlparser2";

/** Intrinsic size of an SVG from its width/height attributes, else its viewBox. */
export function svgDimensions(svg: string): { width: number; height: number } | undefined {
  const document = parseDocument(svg, { xmlMode: true });
  const root = DomUtils.findOne((element) => element.name === "svg", document.children, true);
  if (!root) return undefined;
  const width = Number.parseFloat(root.attribs.width ?? "");
  const height = Number.parseFloat(root.attribs.height ?? "");
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const viewBox = (root.attribs.viewBox ?? "").split(/[\s,]+/).map(Number);
  if (viewBox.length === 4 && viewBox[2]! > 0 && viewBox[3]! > 0) {
    return { width: Math.round(viewBox[2]!), height: Math.round(viewBox[3]!) };
  }
  return undefined;
}
