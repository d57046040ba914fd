/** mapOnWorkers: results in item order whatever finishes first; a dying worker costs only its own input. */
import { afterAll, describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { inputTables } from "../../lib/src";
import { emptyTables } from "../../lib/src/export/cells";
import { mapOnWorkers } from "../../lib/src/export/workers";
import type { InputTables } from "../../lib/src/export/inputTables";
import { examplesFile, removeTempDirs, tempDir } from "./helpers";

afterAll(removeTempDirs);

/** A stand-in worker: answers after a delay named by the input ("slow-…" waits), dies on "exit", throws on "throw". */
function fakeWorker(): string {
  const f = path.join(tempDir(), "worker.js");
  fs.writeFileSync(
    f,
    `const { parentPort } = require("worker_threads");
parentPort.on("message", (m) => {
  if (m.input === "exit") process.exit(3);
  if (m.input === "throw") throw new Error("kaboom");
  const answer = () => parentPort.postMessage({ index: m.index, result: { input: m.input, tables: { runs: [{ run: m.input }], conversations: [], writes: [], events: [], exclusions: [] }, errors: [] } });
  setTimeout(answer, m.input.startsWith("slow") ? 150 : 1);
});
`,
  );
  return f;
}

describe("mapOnWorkers", () => {
  test("hands results on in item order even when later items finish first", async () => {
    const order: [number, string][] = [];
    const items = ["slow-a", "b", "c", "slow-d", "e", "f"];
    await mapOnWorkers(items, {}, 3, (r, i) => void order.push([i, r.input]), fakeWorker());
    expect(order).toEqual(items.map((x, i) => [i, x]));
  });

  test("a worker that exits or throws loses only its input (an internal-error exclusion); the others complete", async () => {
    const got: InputTables[] = [];
    await mapOnWorkers(["a", "exit", "b", "throw", "c"], {}, 2, (r) => void got.push(r), fakeWorker());
    expect(got.map((r) => r.input)).toEqual(["a", "exit", "b", "throw", "c"]);
    expect(got.map((r) => r.errors.map((e) => e.kind))).toEqual([[], ["internal"], [], ["internal"], []]);
    expect(got[1].tables.exclusions[0]).toMatchObject({ table: "runs", unit: "input", id: "exit", kind: "internal" });
    expect(got[3].errors[0].message).toMatch(/^internal error \(a bug — please report it\) in an export worker on throw: .*kaboom/);
  });

  test("known results (inputs that did not expand) pass through in their place", async () => {
    const known: InputTables = { input: "gone/", tables: emptyTables(), errors: [{ kind: "unreadable", file: "gone/", path: "$", message: "gone/: $: cannot read" }] };
    const got: string[] = [];
    await mapOnWorkers(["a", known, "b"], {}, 2, (r) => void got.push(r.input), fakeWorker());
    expect(got).toEqual(["a", "gone/", "b"]);
  });

  test("jobs 1 computes in this thread (no worker needed)", async () => {
    const got: InputTables[] = [];
    await mapOnWorkers([examplesFile], {}, 1, (r) => void got.push(r), "/no/such/worker.js");
    expect(got).toEqual([inputTables(examplesFile)]);
  });

  test("jobs 1 lets the event loop run between items (so a signal handler can stop an export)", async () => {
    const order: string[] = [];
    await mapOnWorkers([examplesFile, examplesFile], {}, 1, () => {
      // what a signal arriving during the first input does: a callback queued for the event loop
      if (order.length === 0) setImmediate(() => order.push("event loop"));
      order.push("item");
    });
    expect(order).toEqual(["item", "event loop", "item"]);
  });

  test("jobs > 1 without the compiled worker is an error that says to build", async () => {
    await expect(mapOnWorkers(["a", "b"], {}, 2, () => {}, "/no/such/worker.js")).rejects.toThrow(/--jobs needs the compiled library \(run npm run build\)/);
  });

  test("an error in the consumer stops the pool and is passed on", async () => {
    await expect(
      mapOnWorkers(["a", "b", "c"], {}, 2, (r) => {
        if (r.input === "b") throw new Error("disk full");
      }, fakeWorker()),
    ).rejects.toThrow("disk full");
  });
});
