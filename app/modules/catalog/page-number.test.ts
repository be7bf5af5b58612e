import { describe, expect, it } from "vitest";
import { pageHref, pageNumber, pageRedirectTarget } from "./page-number";

describe("listing page numbers", () => {
  it("reads whole numbers from 1, and anything else as page 1", () => {
    expect(["3", "1", "0", "-2", "2.5", "abc", "", "99999999", undefined].map((raw) => pageNumber.parse(raw))).toEqual([
      3, 1, 1, 1, 1, 1, 1, 1, 1,
    ]);
  });

  it("leaves the first page without a parameter", () => {
    expect(pageHref("/categories/tribe", 1)).toBe("/categories/tribe");
    expect(pageHref("/categories/tribe", 4)).toBe("/categories/tribe?page=4");
  });

  it("sends every other spelling of a page to its one address, keeping other parameters", () => {
    const target = (href: string) => {
      const url = new URL(href, "https://playbooks.test");
      return pageRedirectTarget(url, pageNumber.parse(url.searchParams.get("page") ?? undefined));
    };
    expect(target("/categories/tribe")).toBeUndefined();
    expect(target("/categories/tribe?page=2")).toBeUndefined();
    expect(target("/categories/tribe?page=1")).toBe("/categories/tribe");
    expect(target("/categories/tribe?page=02&utm_source=mail")).toBe("/categories/tribe?page=2&utm_source=mail");
    expect(target("/categories/tribe?page=x")).toBe("/categories/tribe");
  });
});
