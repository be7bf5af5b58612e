import { Parser } from "htmlparser2";
import { expect } from "vitest";
import { CHANGE_FREQUENCIES, MAX_URLS_PER_SITEMAP, SITEMAP_NAMESPACE } from "~/modules/sitemap/xml";

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** A small strict reader: fails on unescaped markup characters, returns the element tree. */
export function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml version="1.0" encoding="UTF-8"\?>\n/, "");
  expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
  const root: XmlElement = { name: "#root", attributes: {}, children: [], text: "" };
  const stack = [root];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = { name, attributes, children: [], text: "" };
        stack.at(-1)!.children.push(element);
        stack.push(element);
      },
      ontext(text) {
        stack.at(-1)!.text += text;
      },
      onclosetag(name) {
        expect(stack.pop()?.name).toBe(name);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(body);
  expect(stack).toHaveLength(1);
  expect(root.children).toHaveLength(1);
  return root.children[0]!;
}

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The rules of sitemaps.org's sitemap.xsd for a <urlset>. */
export function expectValidUrlSet(xml: string): XmlElement {
  const urlset = parseXml(xml);
  expect(urlset.name).toBe("urlset");
  expect(urlset.attributes.xmlns).toBe(SITEMAP_NAMESPACE);
  expect(urlset.children.length).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
  for (const url of urlset.children) {
    expect(url.name).toBe("url");
    const names = url.children.map((child) => child.name);
    expect(names.join(" ")).toMatch(/^loc( lastmod)?( changefreq)?( priority)?$/);
    const field = (name: string) => url.children.find((child) => child.name === name)?.text;
    const loc = field("loc")!;
    expect(loc.length).toBeLessThanOrEqual(2048);
    expect(new URL(loc).protocol).toMatch(/^https?:$/);
    if (field("lastmod")) expect(field("lastmod")).toMatch(W3C_DATETIME);
    expect(CHANGE_FREQUENCIES).toContain(field("changefreq"));
    expect(Number(field("priority"))).toBeGreaterThanOrEqual(0);
    expect(Number(field("priority"))).toBeLessThanOrEqual(1);
  }
  return urlset;
}
