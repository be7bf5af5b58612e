// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { islandPropsJson, readIslandProps } from "./island-props";

describe("island props", () => {
  it("travel through the page unchanged, even text that would close the script", () => {
    const props = { search: "</script><script>alert(1)</script><!--", tags: ["a<b"] };
    document.body.innerHTML = `<script type="application/json" data-island-props="filters">${islandPropsJson(props)}</script>`;
    expect(document.querySelectorAll("script")).toHaveLength(1);
    expect(readIslandProps(document, "filters")).toEqual(props);
  });

  it("are absent for an island the page does not carry", () => {
    document.body.innerHTML = "";
    expect(readIslandProps(document, "filters")).toBeUndefined();
  });
});
