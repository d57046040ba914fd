/** The export pool's worker thread: one message in (an input and the options), the input's tables out, tagged with its index. */
import * as path from "path";
import * as fs from "fs";
import { Worker } from "worker_threads";
import { describe, expect, test } from "vitest";
import { inputTables } from "../../lib/src";

const repo = path.resolve(__dirname, "..", "..");
const script = path.join(repo, "lib", "dist", "export", "worker.js");
const example = path.join(repo, "data", "examples", "tau2_retail_examples.json");

describe.skipIf(!fs.existsSync(script))("worker (lib/dist/export/worker.js)", () => {
  test("answers each message with the index it was given and the same tables inputTables computes in this thread", async () => {
    const worker = new Worker(script);
    try {
      const reply = await new Promise<{ index: number; result: unknown }>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
        worker.postMessage({ index: 7, input: example, options: {} });
      });
      expect(reply.index).toBe(7);
      expect(JSON.parse(JSON.stringify(reply.result))).toEqual(JSON.parse(JSON.stringify(inputTables(example, {}))));
    } finally {
      await worker.terminate();
    }
  });

  test("a bad input comes back as that input's exclusion, and the worker keeps answering", async () => {
    const worker = new Worker(script);
    try {
      const ask = (index: number, input: string) =>
        new Promise<{ index: number; result: { tables: { exclusions: unknown[] } } }>((resolve, reject) => {
          worker.once("message", resolve);
          worker.once("error", reject);
          worker.postMessage({ index, input, options: {} });
        });
      const bad = await ask(0, path.join(repo, "no-such-file.json"));
      expect(bad.index).toBe(0);
      expect(bad.result.tables.exclusions.length).toBeGreaterThan(0);
      const good = await ask(1, example);
      expect(good.index).toBe(1);
    } finally {
      await worker.terminate();
    }
  });
});
