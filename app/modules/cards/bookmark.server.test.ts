import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchBookmark, pageMetadata } from "./bookmark.server";

const URL_OF_PAGE = "https://www.example.com/guides/pricing";
/** Real pages with what Readability finds in them (the team's shared corpus; see its README). */
const CORPUS = process.env.WEB_PAGES_CORPUS ?? "/work/shared/corpus/web-pages";

describe("a page's own metadata", () => {
  it("prefers the page's declared title, description and site name to its <title>", () => {
    const html = `<html><head><title>Pricing | Example</title><meta property="og:title" content="How to price a workshop">
      <meta name="description" content="Plain description"><meta property="og:description" content="Prices that sell &amp; pay.">
      <meta property="og:site_name" content="Example Guides"></head><body><p>Body</p></body></html>`;
    expect(pageMetadata(html, URL_OF_PAGE)).toEqual({
      url: URL_OF_PAGE,
      title: "How to price a workshop",
      description: "Prices that sell & pay.",
      site: "Example Guides",
    });
  });

  it("falls back to the first <title> (never an icon's) and the address's host", () => {
    const html = `<html><head><title> Pricing   guide </title><meta name="description" content="Short."></head>
      <body><svg><title>Menu icon</title></svg><title>Later</title></body></html>`;
    expect(pageMetadata(html, URL_OF_PAGE)).toEqual({
      url: URL_OF_PAGE,
      title: "Pricing guide",
      description: "Short.",
      site: "example.com",
    });
  });

  it("reads a meta tag naming several properties, and has nothing for a page without a title", () => {
    const html =
      '<meta property="x:title dc:title" content="My title"><meta property="og:description twitter:description" content="Desc">';
    expect(pageMetadata(html, URL_OF_PAGE)).toMatchObject({ title: "My title", description: "Desc" });
    expect(pageMetadata("<p>No title at all</p>", URL_OF_PAGE)).toBeUndefined();
  });

  it.skipIf(!fs.existsSync(CORPUS))(
    "gives real pages a title, mostly the one Readability finds (the rest add the site's name)",
    () => {
      const folder = CORPUS;
      const pages = fs.readdirSync(folder).filter((file) => file.endsWith(".html"));
      expect(pages.length).toBeGreaterThan(30);
      let agreeing = 0;
      for (const file of pages) {
        const bookmark = pageMetadata(fs.readFileSync(path.join(folder, file), "utf8"), URL_OF_PAGE);
        expect(bookmark?.title, file).toBeTruthy();
        const expected = (
          JSON.parse(fs.readFileSync(path.join(folder, file.replace(/\.html$/, ".expected.json")), "utf8")) as {
            title?: string;
          }
        ).title
          ?.replace(/\s+/g, " ")
          .trim();
        if (expected && bookmark!.title.startsWith(expected)) agreeing += 1;
      }
      expect(agreeing / pages.length).toBeGreaterThanOrEqual(0.9);
    },
  );
});

describe("fetching a bookmark", () => {
  let server: http.Server;
  let origin = "";
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === "/page") {
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        response.end('<html><head><meta property="og:title" content="Local guide"></head></html>');
      } else if (request.url === "/moved") {
        response.writeHead(301, { Location: "/page" }).end();
      } else {
        response.writeHead(200, { "Content-Type": "application/pdf" }).end("%PDF");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const options = { timeoutMs: 5000, maxBytes: 1024 * 1024, allowPrivateAddresses: true };

  it("reads the page through the safe fetcher, following a redirect", async () => {
    expect(await fetchBookmark(`${origin}/moved`, options)).toEqual({
      ok: true,
      bookmark: { url: `${origin}/moved`, title: "Local guide", description: "", site: "127.0.0.1" },
    });
  });

  it("says why when it cannot: not a page, not a public address, not a web address", async () => {
    expect(await fetchBookmark(`${origin}/file.pdf`, options)).toEqual({
      ok: false,
      status: 422,
      error: "The page could not be read: not a web page (application/pdf).",
    });
    expect(await fetchBookmark(`${origin}/page`, { ...options, allowPrivateAddresses: false })).toEqual({
      ok: false,
      status: 422,
      error: "The page could not be read: the address is not a public one.",
    });
    expect(await fetchBookmark("javascript:alert(1)", options)).toMatchObject({ ok: false, status: 400 });
  });
});
