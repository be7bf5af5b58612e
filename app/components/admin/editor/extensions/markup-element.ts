/**
 * Markup we wrote ourselves (an embed, an HTML card, both sanitized when saved) as a DOM
 * element for the serializer. Parsed in a template, which is inert: nothing in it loads or runs.
 */
export function markupElement(html: string): HTMLElement {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content.firstElementChild as HTMLElement;
}
