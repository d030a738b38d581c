import { describe, expect, it } from "vitest";
import { addToast, removeToast, type Toast } from "./toast-queue.ts";

const saved: Toast = { id: 1, type: "success", message: "Saved" };

describe("toast queue", () => {
  it("appends new toasts in order", () => {
    const failed: Toast = { id: 2, type: "error", message: "Failed" };
    expect(addToast(addToast([], saved), failed)).toEqual([saved, failed]);
  });

  it("does not show an identical toast twice while it is shown", () => {
    const list = addToast([], saved);
    expect(addToast(list, { ...saved, id: 2 })).toBe(list);
  });

  it("shows the same message again under another type, or after the first one left", () => {
    const list = addToast([], saved);
    expect(addToast(list, { id: 2, type: "error", message: "Saved" })).toHaveLength(2);
    expect(addToast(removeToast(list, 1), { ...saved, id: 3 })).toEqual([{ ...saved, id: 3 }]);
  });

  it("keeps the list identity when removing an unknown id", () => {
    const list = addToast([], saved);
    expect(removeToast(list, 99)).toBe(list);
  });
});
