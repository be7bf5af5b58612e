import { describe, expect, it } from "vitest";
import { batchOutcomeMessage, countBatch } from "./progress";

describe("batch progress", () => {
  it("counts completed, failed and pending files and the share finished", () => {
    const counts = countBatch([
      { status: "completed" },
      { status: "error" },
      { status: "processing" },
      { status: "pending" },
    ]);
    expect(counts).toEqual({ total: 4, completed: 1, errors: 1, pending: 2, percent: 50 });
    expect(countBatch([]).percent).toBe(0);
  });

  it("closes with the spec's messages", () => {
    expect(
      batchOutcomeMessage(countBatch([{ status: "completed" }, { status: "error" }, { status: "error" }])),
    ).toEqual({
      title: "Batch Processing Complete",
      description: "Import completed with 2 failures out of 3 playbooks",
      failed: true,
    });
    expect(batchOutcomeMessage(countBatch([{ status: "completed" }])).description).toBe("1 playbook imported.");
  });
});
