import { describe, expect, it } from "vitest";
import { classifyImageSource } from "./image-sources";

const SITE = "https://playbooks.example";

describe("classifying images for the migration", () => {
  it("recognises our own media by path or full address", () => {
    expect(classifyImageSource("/media/playbooks/a/x-1-960.webp", SITE)).toEqual({
      kind: "stored",
      key: "playbooks/a/x-1-960.webp",
    });
    expect(classifyImageSource(`${SITE}/media/playbooks/a/x.webp`, SITE)).toEqual({
      kind: "stored",
      key: "playbooks/a/x.webp",
    });
  });

  it("marks other sites' images as external and inline data as inline", () => {
    expect(classifyImageSource("https://cdn.example.com/a.png?w=2", SITE)).toEqual({
      kind: "external",
      url: "https://cdn.example.com/a.png?w=2",
    });
    expect(classifyImageSource("//cdn.example.com/a.png", SITE)).toEqual({
      kind: "external",
      url: "https://cdn.example.com/a.png",
    });
    expect(classifyImageSource("data:image/png;base64,AAAA", SITE)).toEqual({ kind: "inline" });
  });

  it("marks relative paths that lead nowhere here as unreachable", () => {
    expect(classifyImageSource("images/a.png", SITE)).toEqual({ kind: "unreachable" });
  });
});
