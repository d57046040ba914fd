/**
 * Builds the benchmark input: one τ²-bench Results file of at least `targetBytes`, made by replicating the
 * simulations of a real public run (or of data/examples when the shared data is absent), each copy with fresh
 * unique simulation ids and tool-call ids. The file is pretty-printed with two spaces, like real τ² exports.
 *
 * The output is cached in bench-data/ (gitignored) together with a manifest; it is reused when the manifest
 * says it was made from the same source file (name and size) for the same target.
 */
import fs from "node:fs";
import path from "node:path";

/** Pick the source run: the retail gpt-4.1 run if present, else the largest τ² file, else the examples. */
export function chooseSource(sharedDir, examplesDir) {
  if (sharedDir) {
    const tau2 = path.join(sharedDir, "tau2");
    if (fs.existsSync(tau2)) {
      const files = fs
        .readdirSync(tau2)
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => path.join(tau2, f));
      const preferred = files.find((f) => /retail_gpt-4\.1/.test(path.basename(f)));
      if (preferred) return { file: preferred, origin: "shared data" };
      if (files.length > 0) {
        files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
        return { file: files[0], origin: "shared data" };
      }
    }
  }
  const examples = fs
    .readdirSync(examplesDir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => path.join(examplesDir, f));
  if (examples.length === 0) throw new Error(`bench: no τ² file found in ${sharedDir ?? "(no shared data)"} nor in ${examplesDir}`);
  return { file: examples[0], origin: "data/examples (shared data absent)" };
}

const indent = (text, pad) => pad + text.replace(/\n/g, "\n" + pad);

/** A deep copy of a simulation with ids made unique for replication `rep`. */
function replicate(sim, rep) {
  const copy = structuredClone(sim);
  const suffix = `~bench${rep}`;
  copy.id = `${sim.id}${suffix}`;
  for (const m of copy.messages ?? []) {
    if (Array.isArray(m.tool_calls)) for (const c of m.tool_calls) if (typeof c.id === "string") c.id += suffix;
    if (m.role === "tool" && typeof m.id === "string") m.id += suffix;
  }
  return copy;
}

/**
 * Ensure the benchmark file exists; returns { file, bytes, simulations, replications, source, reused }.
 */
export function ensureBenchExport({ outDir, sharedDir, examplesDir, targetBytes, log = () => {} }) {
  const source = chooseSource(sharedDir, examplesDir);
  const sourceBytes = fs.statSync(source.file).size;
  fs.mkdirSync(outDir, { recursive: true });
  const out = path.join(outDir, "tau2_bench_export.json");
  const manifestFile = path.join(outDir, "manifest.json");
  const wanted = { source: path.basename(source.file), sourceBytes, targetBytes };
  if (fs.existsSync(out) && fs.existsSync(manifestFile)) {
    try {
      const m = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
      if (m.source === wanted.source && m.sourceBytes === sourceBytes && m.targetBytes === targetBytes && fs.statSync(out).size === m.bytes) {
        return { file: out, bytes: m.bytes, simulations: m.simulations, replications: m.replications, source, reused: true };
      }
    } catch {
      // a broken manifest: regenerate
    }
  }
  const doc = JSON.parse(fs.readFileSync(source.file, "utf8"));
  const sims = doc.simulations;
  if (!Array.isArray(sims) || sims.length === 0) throw new Error(`bench: ${source.file} has no simulations`);
  const head = JSON.stringify({ timestamp: doc.timestamp ?? null, info: doc.info, tasks: doc.tasks }, null, 2);
  const fd = fs.openSync(out, "w");
  let bytes = 0;
  const write = (s) => {
    bytes += fs.writeSync(fd, s);
  };
  write(head.slice(0, head.length - 2) + ',\n  "simulations": [\n');
  let count = 0;
  let rep = 0;
  while (bytes < targetBytes) {
    for (const sim of sims) {
      write((count === 0 ? "" : ",\n") + indent(JSON.stringify(replicate(sim, rep), null, 2), "    "));
      count++;
    }
    rep++;
    if (rep % 10 === 0) log(`bench: generating… ${(bytes / 1e6).toFixed(0)} MB`);
  }
  write("\n  ]\n}\n");
  fs.closeSync(fd);
  const manifest = { ...wanted, bytes, simulations: count, replications: rep };
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + "\n");
  return { file: out, bytes, simulations: count, replications: rep, source, reused: false };
}
