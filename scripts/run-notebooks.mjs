#!/usr/bin/env node
// Runs the TypeScript notebooks (tslab kernel) and fails on the first broken cell of each notebook.
//
//   node scripts/run-notebooks.mjs --in-process [notebook.ipynb …]
//       Node only (no Python/Jupyter): compiles and runs every code cell with tslab's own converter and
//       executor, in order, with cwd = the notebook's folder (as the Jupyter kernel does). Also checks that
//       each notebook is committed without outputs, and that every `## ` section with code cells shows something
//       (scripts/lib/sections.mjs: an output other than blanks, "(no data …)", "(no rows)" or an empty figure).
//   node scripts/run-notebooks.mjs --jupyter [notebook.ipynb …]
//       Real Jupyter: executes each notebook with `jupyter nbconvert --execute` on the tslab kernel and
//       writes the executed .ipynb and an .html export to reports/. The HTML loads MathJax from Debian's
//       libjs-mathjax (or $TRAJLAB_MATHJAX_URL; see scripts/lib/mathjax.mjs), so its math renders offline, and
//       must stay under 6 MB (a notebook whose report is larger fails). The same section check as in-process.
//
// Default notebooks: notebooks/*.ipynb, sorted by name. Options: --verbose (in-process: echo the cells'
// console output and display MIME types), --cell-timeout=SECONDS (in-process, default 600).
// Last line of output, alone on its line: `notebooks: N passed, M failed`. Exit code 0 iff M = 0.

import { createRequire } from "node:module";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import util from "node:util";
import { mathjaxArgs, mathjaxUrl } from "./lib/mathjax.mjs";
import { nbformatOutputs, silentSections } from "./lib/sections.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const notebooksDir = path.join(repoRoot, "notebooks");
const reportsDir = path.join(repoRoot, "reports");
const requireFromRepo = createRequire(path.join(repoRoot, "package.json"));

const writeOut = process.stdout.write.bind(process.stdout);
const writeErr = process.stderr.write.bind(process.stderr);
const say = (s = "") => writeOut(s + "\n");
const warn = (s = "") => writeErr(s + "\n");

function usage() {
  warn("usage: node scripts/run-notebooks.mjs (--in-process | --jupyter) [--verbose] [--cell-timeout=S] [notebook.ipynb …]");
}

function parseArgs(argv) {
  const opts = { mode: null, verbose: false, cellTimeoutSeconds: 600, files: [] };
  for (const arg of argv) {
    if (arg === "--in-process") opts.mode = "in-process";
    else if (arg === "--jupyter") opts.mode = "jupyter";
    else if (arg === "--verbose" || arg === "-v") opts.verbose = true;
    else if (arg.startsWith("--cell-timeout=")) {
      const s = Number(arg.slice("--cell-timeout=".length));
      if (!(s > 0)) {
        warn(`run-notebooks: bad ${arg} (expected a positive number of seconds)`);
        process.exit(2);
      }
      opts.cellTimeoutSeconds = s;
    } else if (arg === "--help" || arg === "-h") {
      usage();
      process.exit(0);
    } else if (arg.startsWith("-")) {
      warn(`run-notebooks: unknown option ${arg}`);
      usage();
      process.exit(2);
    } else opts.files.push(path.resolve(arg));
  }
  if (!opts.mode) {
    usage();
    process.exit(2);
  }
  return opts;
}

function defaultNotebooks() {
  if (!fs.existsSync(notebooksDir)) return [];
  return fs
    .readdirSync(notebooksDir)
    .filter((f) => f.endsWith(".ipynb"))
    .sort()
    .map((f) => path.join(notebooksDir, f));
}

/** Path shown to users: relative to the repository when inside it. */
function display(p) {
  const rel = path.relative(repoRoot, p);
  return rel.startsWith("..") || path.isAbsolute(rel) ? p : rel;
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function cellSource(cell) {
  return Array.isArray(cell.source) ? cell.source.join("") : String(cell.source ?? "");
}

function sourceHead(src, lines = 6) {
  const all = src.split("\n");
  const head = all.slice(0, lines).map((l) => "    | " + l);
  if (all.length > lines) head.push(`    | … (${all.length - lines} more lines)`);
  return head.join("\n");
}

function indent(text, prefix = "    ") {
  return String(text)
    .replace(/\s+$/, "")
    .split("\n")
    .map((l) => prefix + l)
    .join("\n");
}

/** Reads and parses a notebook; returns {nb} or {error}. */
function readNotebook(file) {
  let text;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (e) {
    return { error: `cannot read: ${e.message}` };
  }
  let nb;
  try {
    nb = JSON.parse(text);
  } catch (e) {
    return { error: `not valid JSON: ${e.message}` };
  }
  if (!nb || typeof nb !== "object" || !Array.isArray(nb.cells)) {
    return { error: "not a notebook: no `cells` array" };
  }
  if (nb.nbformat !== 4) return { error: `nbformat is ${JSON.stringify(nb.nbformat)}, expected 4` };
  return { nb };
}

/** Problems that would make a notebook unfit to commit (outputs saved, wrong kernel). */
function commitProblems(nb) {
  const problems = [];
  nb.cells.forEach((cell, i) => {
    if (cell.cell_type !== "code") return;
    if (Array.isArray(cell.outputs) ? cell.outputs.length > 0 : cell.outputs !== undefined) {
      problems.push(`cell ${i}: has saved outputs (commit notebooks with "outputs": [])`);
    }
    if (cell.execution_count !== null) {
      problems.push(`cell ${i}: execution_count is ${JSON.stringify(cell.execution_count)} (commit with null)`);
    }
  });
  const ks = nb.metadata?.kernelspec;
  if (!ks || ks.name !== "tslab") {
    problems.push(`metadata.kernelspec.name is ${JSON.stringify(ks?.name)}, expected "tslab"`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// In-process runner
// ---------------------------------------------------------------------------------------------------------

function loadTslab() {
  try {
    return {
      converter: requireFromRepo("tslab/dist/converter"),
      executor: requireFromRepo("tslab/dist/executor"),
      jupyter: requireFromRepo("tslab/dist/jupyter"),
    };
  } catch (e) {
    warn(`run-notebooks: cannot load tslab (${e.message}). Run \`npm ci\` at the repository root.`);
    process.exit(2);
  }
}

function formatError(e) {
  if (e instanceof Error) return e.stack || `${e.name}: ${e.message}`;
  return util.inspect(e, { depth: 4 });
}

/** Drops stack frames of this runner, of tslab's executor and of node:vm: they say nothing about the cell. */
function trimStack(text) {
  return String(text)
    .split("\n")
    .filter((l) => !/^\s+at .*(run-notebooks\.mjs|node:vm|tslab[\\/]dist[\\/]|node_modules[\\/]zeromq|node:internal)/.test(l))
    .join("\n");
}

/**
 * Runs one notebook in this process. Returns {ok, cells, ms, failures: string[]}.
 */
async function runInProcess(file, tslab, opts) {
  const started = Date.now();
  const failures = [];
  const read = readNotebook(file);
  if (read.error) return { ok: false, cells: 0, ms: Date.now() - started, failures: [read.error] };
  const { nb } = read;
  for (const p of commitProblems(nb)) failures.push(`not committable: ${p}`);

  const codeCells = nb.cells
    .map((cell, index) => ({ cell, index }))
    .filter(({ cell }) => cell.cell_type === "code");

  const rootDir = path.dirname(file);
  const previousCwd = process.cwd();
  process.chdir(rootDir); // tslab's converter takes its rootDir from the current directory

  // Output of the current cell: console writes, executor diagnostics/errors, display data.
  let captured = [];
  let errors = [];
  let displays = [];
  let displayed = [];
  const outputs = new Map(); // code cell index → [{ kind, text }] (scripts/lib/sections.mjs)
  const capture = (chunk) => {
    captured.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
  };
  const onUncaught = (e) => errors.push(`uncaught: ${formatError(e)}`);

  let convNode = null;
  const convs = {
    get node() {
      if (!convNode) convNode = tslab.converter.createConverter({ isJS: false, isBrowser: false });
      return convNode;
    },
    get browser() {
      throw new Error("browser-mode cells (//%browser) are not supported by the in-process runner");
    },
    close() {
      if (convNode) convNode.close();
    },
  };

  let executor = null;
  let cellsRun = 0;
  try {
    convs.node; // compile the empty program now (several hundred ms), outside the first cell's time
    executor = tslab.executor.createExecutor(rootDir, convs, {
      log: (...args) => captured.push(util.format(...args) + "\n"),
      error: (...args) => errors.push(util.format(...args)),
    });
    process.on("uncaughtException", onUncaught);
    process.on("unhandledRejection", onUncaught);

    for (const { cell, index } of codeCells) {
      const src = cellSource(cell);
      captured = [];
      errors = [];
      displays = [];
      displayed = [];
      tslab.jupyter.lastWriteDisplayData = (data) => {
        displays.push(Object.keys(data?.data ?? {}).join(","));
        const d = data?.data ?? {};
        if (d["text/html"] !== undefined) displayed.push({ kind: "html", text: String(d["text/html"]) });
        else if (d["text/plain"] !== undefined) displayed.push({ kind: "text", text: String(d["text/plain"]) });
        else if (Object.keys(d).length > 0) displayed.push({ kind: "text", text: Object.keys(d).join(",") });
      };
      const savedOut = process.stdout.write;
      const savedErr = process.stderr.write;
      process.stdout.write = capture;
      process.stderr.write = capture;
      let ok;
      let timer;
      try {
        const timeout = new Promise((resolve) => {
          timer = setTimeout(() => {
            errors.push(`timed out after ${opts.cellTimeoutSeconds} s (--cell-timeout)`);
            executor.interrupt();
            resolve(false);
          }, opts.cellTimeoutSeconds * 1000);
        });
        ok = await Promise.race([executor.execute(src), timeout]);
        // Let rejections/exceptions scheduled by the cell surface before judging it.
        await new Promise((resolve) => setImmediate(resolve));
      } catch (e) {
        ok = false;
        errors.push(formatError(e));
      } finally {
        clearTimeout(timer);
        process.stdout.write = savedOut;
        process.stderr.write = savedErr;
        tslab.jupyter.lastWriteDisplayData = null;
      }
      cellsRun++;
      outputs.set(index, [{ kind: "text", text: captured.join("") }, ...displayed]);
      if (opts.verbose) {
        say(`  [cell ${index}] ${ok && errors.length === 0 ? "ok" : "FAILED"}` +
          (displays.length ? ` — display: ${displays.join(" ")}` : ""));
        if (captured.length) say(indent(captured.join("").slice(0, 4000), "    > "));
      }
      if (!ok || errors.length > 0) {
        const parts = [
          `cell ${index} failed:`,
          sourceHead(src),
          errors.length ? indent(trimStack(errors.join("\n"))) : "    (the cell failed without an error message)",
        ];
        const out = captured.join("");
        if (out.trim()) parts.push("    output before the failure:\n" + indent(out.slice(-2000), "    > "));
        failures.push(parts.join("\n"));
        break; // later cells depend on this one, as in Jupyter's "stop on error"
      }
    }
  } catch (e) {
    failures.push(`runner error: ${formatError(e)}`);
  } finally {
    process.off("uncaughtException", onUncaught);
    process.off("unhandledRejection", onUncaught);
    try {
      if (executor) executor.close();
      else convs.close();
    } catch (e) {
      failures.push(`closing the executor failed: ${formatError(e)}`);
    }
    process.chdir(previousCwd);
  }
  if (failures.length === 0) failures.push(...silentSectionFailures(nb.cells, outputs));
  return { ok: failures.length === 0, cells: codeCells.length, cellsRun, ms: Date.now() - started, failures };
}

/** One failure line per `## ` section whose code cells show nothing (scripts/lib/sections.mjs). */
function silentSectionFailures(cells, outputs) {
  return silentSections(cells, outputs).map(
    (s) => `section "${s.title}" shows nothing: none of its code cells (${s.cells.join(", ")}) has an output other than blanks, "(no data …)", "(no rows)" or an empty figure`,
  );
}

async function mainInProcess(files, opts) {
  const tslab = loadTslab();
  if (!fs.existsSync(path.join(repoRoot, "lib", "dist", "index.js"))) {
    warn("run-notebooks: lib/dist/index.js is missing; notebooks import `trajlab` from it. Run `npm run build` first.");
  }
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const r = await runInProcess(file, tslab, opts);
    if (r.ok) {
      passed++;
      say(`✓ ${display(file)} (${r.cells} cells, ${seconds(r.ms)})`);
    } else {
      failed++;
      say(`✗ ${display(file)} (${r.cellsRun ?? 0}/${r.cells} cells run, ${seconds(r.ms)})`);
      for (const f of r.failures) say(indent(f, "  "));
    }
  }
  return { passed, failed };
}

// ---------------------------------------------------------------------------------------------------------
// Jupyter runner
// ---------------------------------------------------------------------------------------------------------

/** An HTML report (with plotly.js inlined once, minified: 4.9 MB) must stay below this size. */
const MAX_REPORT_BYTES = 6_000_000;
const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

const APT_LINE =
  "apt-get update && apt-get install -y --no-install-recommends jupyter-nbconvert python3-nbclient jupyter-client python3-ipykernel";
const PIP_LINE = "pip install jupyter nbconvert";

function run(cmd, args, env, extra = {}) {
  return spawnSync(cmd, args, { env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...extra });
}

function jupyterEnv() {
  const jupyterPath = path.join(repoRoot, ".jupyter", "share", "jupyter");
  const env = { ...process.env };
  env.JUPYTER_PATH = env.JUPYTER_PATH ? `${jupyterPath}${path.delimiter}${env.JUPYTER_PATH}` : jupyterPath;
  return { env, jupyterPath };
}

/** The Python that runs Jupyter (its shebang), so that the kernel spec is installed for that Python. */
function jupyterPython(env) {
  const which = run("sh", ["-c", "command -v jupyter"], env);
  const jupyterBin = which.stdout?.trim();
  if (jupyterBin) {
    try {
      const first = fs.readFileSync(fs.realpathSync(jupyterBin), "utf8").split("\n")[0];
      const m = /^#!\s*(\S+)(?:\s+(\S+))?/.exec(first);
      if (m) {
        const py = m[1].endsWith("/env") && m[2] ? m[2] : m[1];
        if (/python/.test(py)) return py;
      }
    } catch {
      /* fall through */
    }
  }
  return fs.existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
}

function ensureJupyter(env, jupyterPath) {
  const nbc = run("jupyter", ["nbconvert", "--version"], env);
  if (nbc.error || nbc.status !== 0) {
    warn("run-notebooks: `jupyter nbconvert` is not available, so the notebooks cannot be run in Jupyter.");
    warn("Install Jupyter, then run `npm run notebooks` again:");
    warn(`  Debian/Ubuntu (as root):  ${APT_LINE}`);
    warn(`  or with pip:              ${PIP_LINE}`);
    warn("(`npm test` runs the notebooks without Jupyter: node scripts/run-notebooks.mjs --in-process)");
    return false;
  }
  say(`jupyter nbconvert ${nbc.stdout.trim()}`);
  const kernelDir = path.join(jupyterPath, "kernels", "tslab");
  if (!fs.existsSync(path.join(kernelDir, "kernel.json"))) {
    const py = jupyterPython(env);
    const tslabBin = path.join(repoRoot, "node_modules", ".bin", "tslab");
    if (!fs.existsSync(tslabBin)) {
      warn(`run-notebooks: ${display(tslabBin)} is missing. Run \`npm ci\` at the repository root.`);
      return false;
    }
    say(`installing the tslab kernel spec into ${display(path.join(repoRoot, ".jupyter"))} (python: ${py})`);
    const inst = run(tslabBin, ["install", `--python=${py}`, `--binary=${tslabBin}`, `--prefix=${path.join(repoRoot, ".jupyter")}`], env);
    if (inst.status !== 0 || !fs.existsSync(path.join(kernelDir, "kernel.json"))) {
      warn("run-notebooks: `tslab install` failed:");
      warn(indent(`${inst.stdout ?? ""}${inst.stderr ?? ""}${inst.error ? inst.error.message : ""}`));
      return false;
    }
  }
  const specs = run("jupyter", ["kernelspec", "list", "--json"], env);
  let names = [];
  try {
    names = Object.keys(JSON.parse(specs.stdout).kernelspecs ?? {});
  } catch {
    /* ignore */
  }
  if (!names.includes("tslab")) {
    warn(`run-notebooks: Jupyter does not see the tslab kernel (kernels: ${names.join(", ") || "none"}).`);
    warn(`  JUPYTER_PATH=${env.JUPYTER_PATH}`);
    warn(`  Reinstall it: rm -rf .jupyter && npx tslab install --python=${jupyterPython(env)} --binary=$PWD/node_modules/.bin/tslab --prefix=$PWD/.jupyter`);
    return false;
  }
  return true;
}

/**
 * The failing cell of an executed notebook (written with --allow-errors): the cell whose source nbclient
 * quoted in its CellExecutionError, else the first cell with an error or stderr output. Returns
 * {index, src, text} or null.
 */
function failingCell(executedFile, nbconvertStderr) {
  const read = readNotebook(executedFile);
  if (read.error) return null;
  const outputsText = (cell) =>
    (cell.outputs ?? [])
      .map((o) => {
        if (o.output_type === "error") return stripAnsi(`${o.ename}: ${o.evalue}\n${(o.traceback ?? []).join("\n")}`);
        if (o.output_type === "stream" && o.name === "stderr") return Array.isArray(o.text) ? o.text.join("") : String(o.text);
        return "";
      })
      .join("");
  const m = /An error occurred while executing the following cell:\n-{6,}\n([\s\S]*?)\n-{6,}\n/.exec(stripAnsi(nbconvertStderr));
  const cells = read.nb.cells.map((cell, index) => ({ cell, index })).filter(({ cell }) => cell.cell_type === "code");
  let hit = m ? cells.find(({ cell }) => cellSource(cell).trim() === m[1].trim()) : undefined;
  if (!hit) hit = cells.find(({ cell }) => outputsText(cell).trim() !== "");
  if (!hit) return null;
  return { index: hit.index, src: cellSource(hit.cell), text: outputsText(hit.cell) || "(no error output)" };
}

function stripAnsi(s) {
  // eslint-disable-next-line no-control-regex
  return String(s).replace(/\x1b\[[0-9;]*m/g, "");
}

function mainJupyter(files, opts) {
  const { env, jupyterPath } = jupyterEnv();
  if (!ensureJupyter(env, jupyterPath)) return null;
  if (!fs.existsSync(path.join(repoRoot, "lib", "dist", "index.js"))) {
    warn("run-notebooks: lib/dist/index.js is missing; notebooks import `trajlab` from it. Run `npm run build` first.");
  }
  fs.mkdirSync(reportsDir, { recursive: true });
  const mathjax = mathjaxUrl(env);
  if (mathjax.url) say(`MathJax for the HTML reports: ${mathjax.url} (${mathjax.source})`);
  else warn("run-notebooks: no offline MathJax (install Debian's libjs-mathjax or set TRAJLAB_MATHJAX_URL): math in the HTML reports renders only online.");
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const started = Date.now();
    const base = path.basename(file, ".ipynb");
    const executed = path.join(reportsDir, `${base}.ipynb`);
    const html = path.join(reportsDir, `${base}.html`);
    const failures = [];
    const read = readNotebook(file);
    if (read.error) failures.push(read.error);
    else for (const p of commitProblems(read.nb)) failures.push(`not committable: ${p}`);
    if (!read.error) {
      fs.rmSync(executed, { force: true });
      fs.rmSync(html, { force: true });
      const nbconvert = (extra) =>
        run(
          "jupyter",
          [
            "nbconvert", "--to", "notebook", "--execute",
            "--ExecutePreprocessor.kernel_name=tslab",
            `--ExecutePreprocessor.timeout=${Math.round(opts.cellTimeoutSeconds)}`,
            ...extra,
            "--output-dir", reportsDir, "--output", base, file,
          ],
          env,
          { cwd: path.dirname(file) },
        );
      const exec = nbconvert([]);
      if (exec.status !== 0) {
        // nbconvert stops at the first failing cell and saves nothing. Run again with --allow-errors to keep
        // the executed notebook (and its HTML) in reports/ and to read the cell's error output from it.
        const again = nbconvert(["--allow-errors"]);
        const cell = again.status === 0 ? failingCell(executed, exec.stderr ?? "") : null;
        if (cell) {
          failures.push(`cell ${cell.index} failed:\n${sourceHead(cell.src)}\n${indent(trimStack(stripAnsi(cell.text)))}`);
        } else {
          const tail = stripAnsi(exec.stderr ?? "").split("\n").filter((l) => l.trim()).slice(-25).join("\n");
          failures.push(`jupyter nbconvert --execute exited with ${exec.status ?? exec.signal}:\n${indent(tail)}`);
        }
      }
      if (exec.status === 0 && fs.existsSync(executed)) {
        const ran = readNotebook(executed);
        if (!ran.error) {
          const outputs = new Map(ran.nb.cells.map((c, i) => [i, c]).filter(([, c]) => c.cell_type === "code").map(([i, c]) => [i, nbformatOutputs(c)]));
          failures.push(...silentSectionFailures(ran.nb.cells, outputs));
        }
      }
      if (fs.existsSync(executed)) {
        const conv = run("jupyter", ["nbconvert", "--to", "html", ...mathjaxArgs(env), "--output-dir", reportsDir, "--output", base, executed], env);
        if (conv.status !== 0) {
          failures.push(`jupyter nbconvert --to html exited with ${conv.status}:\n${indent(stripAnsi(conv.stderr ?? "").slice(-3000))}`);
        } else if (fs.existsSync(html) && fs.statSync(html).size > MAX_REPORT_BYTES) {
          failures.push(`${display(html)} is ${megabytes(fs.statSync(html).size)}, more than ${megabytes(MAX_REPORT_BYTES)}: is plotly.js inlined more than once, or unminified?`);
        }
      }
    }
    const ms = Date.now() - started;
    const cells = read.nb ? read.nb.cells.filter((c) => c.cell_type === "code").length : 0;
    if (failures.length === 0) {
      passed++;
      say(`✓ ${display(file)} (${cells} cells, ${seconds(ms)}) → ${display(html)} (${megabytes(fs.statSync(html).size)})`);
    } else {
      failed++;
      say(`✗ ${display(file)} (${cells} cells, ${seconds(ms)})` + (fs.existsSync(html) ? ` → ${display(html)} (run with errors)` : ""));
      for (const f of failures) say(indent(f, "  "));
    }
  }
  return { passed, failed };
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const files = opts.files.length ? opts.files : defaultNotebooks();
  const missing = files.filter((f) => !fs.existsSync(f));
  if (missing.length) {
    for (const f of missing) warn(`run-notebooks: no such notebook: ${f}`);
    say(`notebooks: 0 passed, ${missing.length} failed`);
    return 1;
  }
  if (files.length === 0) warn(`run-notebooks: no notebooks found in ${display(notebooksDir)}`);
  const result = opts.mode === "in-process" ? await mainInProcess(files, opts) : mainJupyter(files, opts);
  if (!result) {
    say(`notebooks: 0 passed, ${files.length} failed`);
    return 1;
  }
  say(`notebooks: ${result.passed} passed, ${result.failed} failed`);
  return result.failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    warn(`run-notebooks: ${formatError(e)}`);
    process.exit(2);
  },
);
