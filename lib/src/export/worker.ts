/*
 * The worker of the export pool (workers.ts): receives { index, input, options }, answers { index, result } with the
 * input's tables (inputTables.ts). Runs from the compiled library (lib/dist/export/worker.js).
 */
import { parentPort } from "worker_threads";
import { inputTables } from "./inputTables";
import type { ExportOptions } from "./runTables";

const port = parentPort;
if (port) {
  port.on("message", (m: { index: number; input: string; options: ExportOptions }) => {
    port.postMessage({ index: m.index, result: inputTables(m.input, m.options) });
  });
}
