/** ExportRefusedError: the one error of an export directory that cannot be taken — why, which directory, one line. */
import { describe, expect, test } from "vitest";
import { ExportRefusedError } from "../../lib/src/export";

describe("ExportRefusedError", () => {
  test("keeps the reason and the directory as given, and the message as written", () => {
    const e = new ExportRefusedError("locked", "out/x", "out/x is being written by another export (pid 7, lock .x.lock); wait for it or remove the lock if that process is gone");
    expect(e).toBeInstanceOf(Error);
    expect([e.name, e.reason, e.outDir]).toEqual(["ExportRefusedError", "locked", "out/x"]);
    expect(e.message).toBe("out/x is being written by another export (pid 7, lock .x.lock); wait for it or remove the lock if that process is gone");
  });
});
