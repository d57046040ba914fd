/** Writing a command's --json document: whole when it can be, element by element (failures as null, listed in errors) when not. */
import { describe, expect, it } from "vitest";
import { CommandContext } from "../../lib/src/cli/command";
import { printJson } from "../../lib/src/cli/output";

function capture() {
  const out: string[] = [];
  return { out, io: { stdout: (t: string) => void out.push(t), stderr: () => {} } };
}

describe("printJson", () => {
  it("a document that serialises is written whole, as one JSON value", () => {
    const { out, io } = capture();
    const ctx = new CommandContext("test", io);
    printJson(ctx, { reports: [{ a: 1 }], errors: ctx.errors }, "reports");
    expect(JSON.parse(out.join(""))).toEqual({ reports: [{ a: 1 }], errors: [] });
  });
  it("an element that cannot be serialised becomes null, and the failure is listed in errors; the others survive", () => {
    const { out, io } = capture();
    const ctx = new CommandContext("test", io);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    printJson(ctx, { reports: [{ a: 1 }, cyclic], errors: ctx.errors }, "reports");
    const doc = JSON.parse(out.join(""));
    expect(doc.reports).toEqual([{ a: 1 }, null]);
    expect(doc.errors.map((e: { kind: string; file: string }) => [e.kind, e.file])).toEqual([
      ["internal", "(all inputs)"],
      ["internal", "reports[1]"],
    ]);
  });
});
