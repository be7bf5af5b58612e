import type { ParentNode } from "domhandler";
import { type CheerioAPI, normalizeSpace, textOf } from "./dom";
import { capMetaDescription } from "~/modules/seo/meta-description";

/** Spec rule: the page's meta description (read before page furniture is removed), else the first paragraph. */
export function chooseDescription(metaDescription: string, $: CheerioAPI, root: ParentNode): string {
  return metaDescription || firstParagraphText($, root);
}

export function firstParagraphText($: CheerioAPI, root: ParentNode): string {
  const paragraph = $(root)
    .find("p")
    .toArray()
    .find((element) => textOf($, element) !== "");
  return paragraph ? textOf($, paragraph) : "";
}

export function readMetaDescription($: CheerioAPI): string {
  return normalizeSpace($('meta[name="description" i]').first().attr("content") ?? "");
}

/** Spec rule: the first two sentences longer than 10 characters, capped at 160 characters. */
export function metaDescriptionFromText(text: string): string {
  const sentences = normalizeSpace(text)
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 10);
  return capMetaDescription(sentences.slice(0, 2).join(" "));
}
