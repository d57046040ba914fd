#!/usr/bin/env node
// End-to-end test of the notebooks in JupyterLab, in a real browser (`npm run e2e`).
//
//   node scripts/e2e.mjs [notebooks/NN-name.ipynb …]
//
// 1. Starts JupyterLab (from the virtualenv .venv, see environment.md) on 127.0.0.1 with a random token, in a
//    fresh configuration (temporary settings, workspaces and runtime directories; autosave off, so the committed
//    notebooks are never written; every cell rendered, not only those in view).
// 2. Drives Debian's Chromium (/usr/bin/chromium) with playwright-core, headless, with a fresh profile; every
//    request that does not go to the JupyterLab server is blocked and reported (the notebooks work offline).
// 3. Opens each notebook of notebooks/ (all *.ipynb, sorted; or the ones given), runs Run → Run All Cells
//    through the menu, and checks: the kernel is tslab; every code cell ran and none has an error output;
//    plotly.js loaded; every plotly figure drew (a .plot-container with a non-empty SVG); every table rendered
//    with rows; every `## ` section with code cells shows something (scripts/lib/sections.mjs, as the in-process
//    runner checks). A screenshot of the notebook's first screen goes to reports/e2e/<name>.png.
// 4. Exports each notebook with `$…$` math to HTML the way `npm run notebooks` does (unexecuted, to a temporary
//    directory), opens it from file:// in the same browser and checks that MathJax typeset the math offline
//    (screenshot reports/e2e/<name>.math.png).
// 5. Stops the server (REST shutdown, then SIGTERM/SIGKILL of its process group and of its kernels) and the
//    browser, pass or fail, also on a timeout or SIGINT/SIGTERM/SIGHUP; restores any notebook file that changed.
//
// Environment: TRAJLAB_JUPYTER_LAB (jupyter-lab executable; default .venv/bin/jupyter-lab, else on PATH),
// TRAJLAB_CHROMIUM (default /usr/bin/chromium), TRAJLAB_E2E_TIMEOUT (seconds for the whole run, default 2400),
// TRAJLAB_E2E_NOTEBOOK_TIMEOUT (seconds per notebook, default 900).
// Last line of output, alone on its line: `e2e: N passed, M failed`. Exit code 0 iff M = 0.

import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hasMarkdownMath, mathjaxArgs, mathjaxUrl } from "./lib/mathjax.mjs";
import { nbformatOutputs, silentSections } from "./lib/sections.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const notebooksDir = path.join(repoRoot, "notebooks");
const outDir = path.join(repoRoot, "reports", "e2e");
const say = (s = "") => process.stdout.write(s + "\n");
const warn = (s = "") => process.stderr.write(s + "\n");
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const display = (p) => path.relative(repoRoot, p) || p;

const CHROMIUM_FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];
const VIEWPORT = { width: 1400, height: 1000 };

function envSeconds(name, fallback) {
  const v = process.env[name];
  if (v === undefined || v === "") return fallback;
  const s = Number(v);
  if (!(s > 0)) {
    warn(`e2e: ${name} must be a positive number of seconds, got ${JSON.stringify(v)}`);
    process.exit(2);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------------------
// Clean-up: everything started registers how to stop it; it runs once, on success, failure, timeout or signal.
// ---------------------------------------------------------------------------------------------------------

const cleanups = [];
let cleaning = null;
let signalled = false;
function onCleanup(label, fn) {
  cleanups.push({ label, fn });
}
function cleanupAll() {
  if (!cleaning) {
    cleaning = (async () => {
      for (const { label, fn } of cleanups.reverse()) {
        try {
          await Promise.race([fn(), sleep(30_000).then(() => { throw new Error("timed out after 30 s"); })]);
        } catch (e) {
          warn(`e2e: clean-up "${label}" failed: ${e && e.message ? e.message : e}`);
        }
      }
    })();
  }
  return cleaning;
}
for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143], ["SIGHUP", 129]]) {
  process.on(signal, () => {
    if (signalled) return;
    signalled = true;
    warn(`e2e: ${signal}: stopping JupyterLab and the browser`);
    cleanupAll().finally(() => {
      say("e2e: 0 passed, 1 failed");
      process.exit(code);
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// Tools
// ---------------------------------------------------------------------------------------------------------

function findJupyterLab() {
  const fromEnv = process.env.TRAJLAB_JUPYTER_LAB;
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : null;
  const venv = path.join(repoRoot, ".venv", "bin", "jupyter-lab");
  if (fs.existsSync(venv)) return venv;
  const which = spawnSync("sh", ["-c", "command -v jupyter-lab"], { encoding: "utf8" });
  const p = which.stdout?.trim();
  return p ? p : null;
}

/** The Python of a Jupyter executable, from its shebang. */
function pythonOf(executable) {
  try {
    const first = fs.readFileSync(fs.realpathSync(executable), "utf8").split("\n")[0];
    const m = /^#!\s*(\S+)(?:\s+(\S+))?/.exec(first);
    if (m) return m[1].endsWith("/env") && m[2] ? m[2] : m[1];
  } catch {
    /* fall through */
  }
  return "python3";
}

/** The tslab kernel spec under .jupyter/ (as `npm run notebooks` installs it); installs it when missing. */
function ensureKernel(jupyterLab) {
  const prefix = path.join(repoRoot, ".jupyter");
  const spec = path.join(prefix, "share", "jupyter", "kernels", "tslab", "kernel.json");
  const tslabBin = path.join(repoRoot, "node_modules", ".bin", "tslab");
  if (fs.existsSync(spec)) {
    const argv0 = JSON.parse(fs.readFileSync(spec, "utf8")).argv?.[0];
    if (argv0 === tslabBin) return { ok: true, jupyterPath: path.join(prefix, "share", "jupyter") };
    say(`the kernel spec in .jupyter/ points at ${argv0}, not this checkout: reinstalling it`);
  }
  if (!fs.existsSync(tslabBin)) return { ok: false, why: `${display(tslabBin)} is missing: run \`npm ci\`` };
  const py = pythonOf(jupyterLab);
  say(`installing the tslab kernel spec into .jupyter/ (python: ${py})`);
  const r = spawnSync(tslabBin, ["install", `--python=${py}`, `--binary=${tslabBin}`, `--prefix=${prefix}`], { encoding: "utf8" });
  if (r.status !== 0 || !fs.existsSync(spec)) return { ok: false, why: `tslab install failed:\n${r.stdout ?? ""}${r.stderr ?? ""}` };
  return { ok: true, jupyterPath: path.join(prefix, "share", "jupyter") };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Child PIDs of a process, recursively (from /proc; Linux). */
function descendants(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* the process ended meanwhile */
    }
  }
  const out = [];
  const walk = (p) => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitUntil(pred, ms, step = 200) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await pred()) return true;
    await sleep(step);
  }
  return pred();
}

// ---------------------------------------------------------------------------------------------------------
// JupyterLab
// ---------------------------------------------------------------------------------------------------------

/** Writes JupyterLab user settings into a fresh directory. */
function writeLabSettings(dir) {
  const settings = {
    // never write the committed notebooks
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": { autosave: false },
    // render every cell, not only those in view, so that every output can be checked
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": { windowingMode: "none" },
    // no news, no update check (no network)
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": { fetchNews: "false", checkForUpdates: false },
  };
  for (const [file, value] of Object.entries(settings)) {
    const p = path.join(dir, file);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, JSON.stringify(value, null, 2));
  }
}

async function startJupyterLab(jupyterLab, jupyterPath, tmp) {
  const port = await freePort();
  const token = crypto.randomBytes(24).toString("hex");
  const dirs = Object.fromEntries(["config", "data", "runtime", "settings", "workspaces"].map((d) => [d, path.join(tmp, d)]));
  for (const d of Object.values(dirs)) fs.mkdirSync(d, { recursive: true });
  writeLabSettings(dirs.settings);
  const env = {
    ...process.env,
    JUPYTER_PATH: process.env.JUPYTER_PATH ? `${jupyterPath}${path.delimiter}${process.env.JUPYTER_PATH}` : jupyterPath,
    JUPYTER_CONFIG_DIR: dirs.config,
    JUPYTER_DATA_DIR: dirs.data,
    JUPYTER_RUNTIME_DIR: dirs.runtime,
    JUPYTERLAB_SETTINGS_DIR: dirs.settings,
    JUPYTERLAB_WORKSPACES_DIR: dirs.workspaces,
    JUPYTER_PLATFORM_DIRS: "1",
  };
  const args = [
    "--no-browser",
    "--ServerApp.ip=127.0.0.1",
    `--ServerApp.port=${port}`,
    "--ServerApp.port_retries=0",
    `--IdentityProvider.token=${token}`,
    `--ServerApp.root_dir=${repoRoot}`,
    "--ServerApp.terminals_enabled=False",
    "--LabApp.expose_app_in_browser=True",
    "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    `--LabApp.user_settings_dir=${dirs.settings}`,
    `--LabApp.workspaces_dir=${dirs.workspaces}`,
    // safety net if this script is killed without its clean-up: idle kernels are culled after 15 minutes,
    // and a server without kernels shuts itself down 10 minutes later
    "--MappingKernelManager.cull_idle_timeout=900",
    "--MappingKernelManager.cull_interval=60",
    "--ServerApp.shutdown_no_activity_timeout=600",
    // CI runs as root
    ...(typeof process.getuid === "function" && process.getuid() === 0 ? ["--allow-root"] : []),
  ];
  fs.mkdirSync(outDir, { recursive: true });
  const logFile = path.join(outDir, "jupyterlab.log");
  const log = fs.openSync(logFile, "w");
  const child = spawn(jupyterLab, args, { cwd: repoRoot, env, detached: true, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  let exited = null;
  child.on("exit", (code, signal) => (exited = { code, signal }));
  const base = `http://127.0.0.1:${port}`;
  const api = async (method, p, { timeout = 5000 } = {}) => {
    const res = await fetch(base + p, { method, headers: { Authorization: `token ${token}` }, signal: AbortSignal.timeout(timeout) });
    return { status: res.status, body: await res.text() };
  };
  onCleanup("stop JupyterLab", async () => {
    if (exited) return;
    const kids = descendants(child.pid);
    try {
      const { body } = await api("GET", "/api/kernels");
      for (const k of JSON.parse(body)) await api("DELETE", `/api/kernels/${k.id}`, { timeout: 10_000 }).catch(() => {});
      await api("POST", "/api/shutdown").catch(() => {});
    } catch {
      /* the server does not answer: signals below */
    }
    if (!(await waitUntil(() => exited !== null, 10_000))) {
      try { process.kill(-child.pid, "SIGTERM"); } catch { /* gone */ }
      if (!(await waitUntil(() => exited !== null, 5_000))) {
        try { process.kill(-child.pid, "SIGKILL"); } catch { /* gone */ }
        await waitUntil(() => exited !== null, 5_000);
      }
    }
    // kernels run in sessions of their own: stop any the shutdown left behind, by their pid
    const left = kids.filter(alive);
    for (const pid of left) try { process.kill(pid, "SIGTERM"); } catch { /* gone */ }
    if (left.length && !(await waitUntil(() => left.every((p) => !alive(p)), 5_000))) {
      for (const pid of left.filter(alive)) try { process.kill(pid, "SIGKILL"); } catch { /* gone */ }
    }
    say(`JupyterLab stopped (${exited ? (exited.signal ?? `exit ${exited.code}`) : "still running?"}${left.length ? `; ${left.length} left-over process(es) signalled` : ""})`);
  });
  const ready = await waitUntil(async () => {
    if (exited) return true;
    try {
      return (await api("GET", "/api/status", { timeout: 2000 })).status === 200;
    } catch {
      return false;
    }
  }, 120_000, 500);
  if (exited || !ready) {
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n") : "";
    throw new Error(`JupyterLab did not start (${exited ? `exited: ${JSON.stringify(exited)}` : "no answer in 120 s"}); log ${display(logFile)}:\n${tail}`);
  }
  return { base, token, api, logFile };
}

// ---------------------------------------------------------------------------------------------------------
// One notebook in the browser
// ---------------------------------------------------------------------------------------------------------

/** In the page: the state of the current notebook (kernel, cells, outputs, rendered plots and tables). */
function notebookState() {
  const app = window.jupyterapp;
  const panel = app && app.shell && app.shell.currentWidget;
  if (!panel || !panel.content || !panel.sessionContext || !panel.context || !panel.context.isReady) return { ready: false };
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  const cells = [];
  const model = panel.content.model;
  for (let i = 0; i < model.cells.length; i++) {
    const c = model.cells.get(i);
    if (c.type !== "code") continue;
    const outputs = c.outputs.toJSON();
    const widget = panel.content.widgets[i];
    const prompt = widget && widget.node.querySelector(".jp-InputPrompt");
    cells.push({
      index: i,
      executionCount: c.executionCount,
      running: c.executionState === "running" || (prompt ? /\*/.test(prompt.textContent || "") : false),
      // tslab reports a thrown error or a type error on stderr (and the execute reply's status), not as an
      // "error" output: both count as an error output
      errors: outputs
        .filter((o) => o.output_type === "error" || (o.output_type === "stream" && o.name === "stderr"))
        .map((o) => (o.output_type === "error" ? `${o.ename}: ${o.evalue}` : [].concat(o.text).join("").trim())),
      html: outputs.map((o) => (o.data && o.data["text/html"] ? [].concat(o.data["text/html"]).join("") : "")).join(""),
      source: c.sharedModel.getSource().slice(0, 200),
    });
  }
  return {
    ready: true,
    kernelName: kernel ? kernel.name : null,
    kernelStatus: panel.sessionContext.kernelDisplayStatus,
    kernelDisplayName: panel.sessionContext.kernelDisplayName,
    cells,
  };
}

/**
 * In the page: every cell's type and source and each code cell's outputs (nbformat, long texts cut at 20,000
 * characters: enough to tell an empty figure or table from one with data), for the section check.
 */
function sectionCells() {
  const model = window.jupyterapp.shell.currentWidget.content.model;
  const cut = (t) => { const s = [].concat(t ?? "").join(""); return s.length > 20000 ? s.slice(0, 20000) : s; };
  const cells = [];
  for (let i = 0; i < model.cells.length; i++) {
    const c = model.cells.get(i);
    const outputs = c.type === "code" ? c.outputs.toJSON().map((o) => ({
      output_type: o.output_type, ename: o.ename, evalue: o.evalue, text: o.text === undefined ? undefined : cut(o.text),
      data: o.data ? Object.fromEntries(Object.entries(o.data).map(([k, v]) => [k, typeof v === "string" || Array.isArray(v) ? cut(v) : ""])) : undefined,
    })) : [];
    cells.push({ cell_type: c.type, source: c.sharedModel.getSource(), outputs, ran: c.type === "code" && c.executionCount !== null });
  }
  return cells;
}

/** In the page: what the output area shows — plotly figures and tables as drawn. */
function renderedState() {
  const panel = window.jupyterapp.shell.currentWidget;
  const root = panel.content.node;
  const plots = Array.from(root.querySelectorAll(".jp-OutputArea .trajlab-plot")).map((el) => {
    const container = el.querySelector(".plot-container");
    const svg = container && container.querySelector("svg.main-svg");
    const box = el.getBoundingClientRect();
    return {
      id: el.id,
      drawn: !!(svg && svg.childElementCount > 0 && box.width > 0 && box.height > 0),
      text: container ? "" : (el.textContent || "").slice(0, 200),
    };
  });
  const tables = Array.from(root.querySelectorAll(".jp-OutputArea table.trajlab-table")).map((t) => {
    const wrap = t.closest(".trajlab-table-wrap");
    const rows = t.tBodies.length ? Array.from(t.tBodies[0].rows) : [];
    return {
      rows: rows.length,
      shownRows: rows.filter((r) => r.getBoundingClientRect().height > 0).length,
      visible: t.getBoundingClientRect().height > 0,
      controlled: !!wrap,
      ready: !!(wrap && wrap.getAttribute("data-trajlab-ready")),
      button: wrap && wrap.querySelector("button.trajlab-show-all") ? wrap.querySelector("button.trajlab-show-all").textContent : null,
    };
  });
  const setup = Array.from(root.querySelectorAll(".jp-OutputArea .trajlab-plotly-setup")).map((el) => el.textContent || "");
  return { plots, tables, setup };
}

const count = (html, needle) => html.split(needle).length - 1;

/**
 * In the page: exercises the first long table (sortable, with "show all"): "show all" shows every row, a click on
 * the first column's header sorts it ascending and a second click descending. Returns a problem or null.
 */
function exerciseLongTable() {
  const wrap = window.jupyterapp.shell.currentWidget.content.node.querySelector(".jp-OutputArea .trajlab-table-wrap");
  if (!wrap) return { none: true };
  const table = wrap.querySelector("table");
  const body = table.tBodies[0];
  const shown = () => Array.from(body.rows).filter((r) => r.style.display !== "none").length;
  const button = wrap.querySelector("button.trajlab-show-all");
  const problems = [];
  if (button) {
    const before = shown();
    button.click();
    if (shown() !== body.rows.length) problems.push(`"show all" shows ${shown()} of ${body.rows.length} rows`);
    button.click();
    if (shown() !== before) problems.push(`"show the first rows" shows ${shown()} rows, not ${before}`);
  }
  const th = table.tHead.rows[0].cells[0];
  const col = () => Array.from(body.rows).map((r) => (r.cells[0] ? r.cells[0].textContent : ""));
  const all = col().slice().sort();
  th.click();
  const asc = th.getAttribute("aria-sort");
  const first = col();
  th.click();
  const desc = th.getAttribute("aria-sort");
  const second = col();
  if (asc !== "ascending" || desc !== "descending") problems.push(`header clicks set aria-sort ${asc}, ${desc}`);
  if (first.slice().sort().join("\u0000") !== all.join("\u0000")) problems.push("sorting lost or duplicated rows");
  const distinct = new Set(first).size;
  if (distinct > 1 && first.join("\u0000") === second.join("\u0000")) problems.push("reversing the sort did not change the order");
  return { problem: problems.length ? problems.join("; ") : null, rows: body.rows.length };
}

/**
 * Page errors of JupyterLab itself that say nothing about the notebook: its debugger panel asks every kernel for
 * a debug session, and tslab has none.
 */
const JUPYTERLAB_NOISE = [/^No active debugger session$/];

async function runNotebook(context, server, file, notebookTimeoutMs) {
  const rel = path.relative(repoRoot, file).split(path.sep).join("/");
  const name = path.basename(file, ".ipynb");
  const failures = [];
  const started = Date.now();
  const page = await context.newPage();
  const pageErrors = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  try {
    await page.goto(`${server.base}/lab/tree/${encodeURI(rel)}?reset&token=${server.token}`, { waitUntil: "domcontentloaded", timeout: 120_000 });
    // the notebook is open and its kernel is up
    await page.waitForFunction(
      () => {
        const p = window.jupyterapp && window.jupyterapp.shell && window.jupyterapp.shell.currentWidget;
        const k = p && p.sessionContext && p.sessionContext.session && p.sessionContext.session.kernel;
        return !!(p && p.context && p.context.isReady && k && k.connectionStatus === "connected" && k.status === "idle");
      },
      null,
      { timeout: 180_000, polling: 500 },
    );
    const openMs = Date.now() - started; // from opening the page to an idle tslab kernel (environment.md's figure)
    const before = await page.evaluate(notebookState);
    if (before.kernelName !== "tslab") failures.push(`the kernel is ${JSON.stringify(before.kernelName)}, not tslab`);
    const info = await page.evaluate(async () => {
      const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
      const i = await k.info;
      return { implementation: i.implementation, language: i.language_info && i.language_info.name };
    });
    if (info.implementation !== "tslab") failures.push(`the kernel reports implementation ${JSON.stringify(info.implementation)}, not tslab`);
    // Run → Run All Cells, through the menu
    await page.locator(".lm-MenuBar-item", { hasText: /^Run$/ }).click();
    await page.locator(".lm-Menu-item", { has: page.locator(".lm-Menu-itemLabel", { hasText: /^Run All Cells$/ }) }).click();
    const runStarted = Date.now();
    let state = before;
    let settled = 0;
    await sleep(1000);
    while (true) {
      state = await page.evaluate(notebookState);
      const pending = state.cells.some((c) => c.running);
      // Run All marks every cell as queued at once and stops at the first failing cell: the run is over when the
      // kernel is idle and no cell is queued or running
      const done = !pending && state.kernelStatus === "idle";
      settled = done ? settled + 1 : 0;
      if (settled >= 3) break;
      if (Date.now() - runStarted > notebookTimeoutMs) {
        const where = state.cells.map((c) => `${c.index}:${c.executionCount ?? (c.running ? "*" : "-")}`).join(" ");
        failures.push(`not finished after ${seconds(notebookTimeoutMs)} (${state.cells.filter((c) => c.executionCount !== null).length}/${state.cells.length} cells ran; kernel ${state.kernelStatus}; cell:count ${where})`);
        break;
      }
      await sleep(500);
    }
    const runMs = Date.now() - runStarted;
    for (const c of state.cells) {
      if (c.errors.length) {
        const text = c.errors.join("\n").split("\n").filter((l) => l.trim()).slice(0, 8).join("\n      ");
        failures.push(`cell ${c.index}: error output:\n      ${text}\n    source:\n      | ${c.source.split("\n").slice(0, 3).join("\n      | ")}`);
      }
      else if (c.executionCount === null) failures.push(`cell ${c.index}: did not run`);
    }
    // every section shows something (the same check as the in-process runner)
    const cells = await page.evaluate(sectionCells);
    const outputs = new Map(cells.map((c, i) => [i, c]).filter(([, c]) => c.ran).map(([i, c]) => [i, nbformatOutputs(c)]));
    for (const s of silentSections(cells, outputs)) failures.push(`section "${s.title}" shows nothing (code cells ${s.cells.join(", ")})`);
    // every figure and table the outputs hold is drawn
    const html = state.cells.map((c) => c.html).join("");
    const expectedPlots = count(html, 'class="trajlab-plot"');
    const expectedTables = count(html, 'class="trajlab-table"');
    const expectedSetup = count(html, 'class="trajlab-plotly-setup"');
    let shown = await page.evaluate(renderedState);
    await waitUntil(async () => {
      shown = await page.evaluate(renderedState);
      return shown.plots.length >= expectedPlots && shown.plots.every((p) => p.drawn || p.text);
    }, 60_000, 500);
    const notDrawn = shown.plots.filter((p) => !p.drawn);
    if (shown.plots.length !== expectedPlots) failures.push(`${shown.plots.length} plot elements on the page, ${expectedPlots} in the outputs`);
    for (const p of notDrawn) failures.push(`figure ${p.id} not drawn${p.text ? `: ${p.text}` : " (no .plot-container with a non-empty SVG)"}`);
    if (shown.tables.length !== expectedTables) failures.push(`${shown.tables.length} tables rendered, ${expectedTables} in the outputs`);
    shown.tables.forEach((t, i) => {
      if (!t.visible || t.rows === 0) failures.push(`table ${i + 1} has no visible rows`);
    });
    shown.tables.forEach((t, i) => {
      if (t.controlled && !t.ready) failures.push(`table ${i + 1}: its sort/show-all script did not run`);
      if (t.button && /^show all/.test(t.button) && t.shownRows >= t.rows) failures.push(`table ${i + 1}: "show all" present but every row already shown`);
    });
    const exercised = await page.evaluate(exerciseLongTable);
    if (exercised.problem) failures.push(`long table: ${exercised.problem}`);
    if (expectedSetup > 0 && !shown.setup.some((s) => /^plotly\.js \S+ loaded/.test(s))) failures.push(`plotly.js did not load: ${JSON.stringify(shown.setup)}`);
    for (const e of pageErrors) {
      if (!JUPYTERLAB_NOISE.some((re) => re.test(e))) failures.push(`error in the page: ${e.slice(0, 300)}`);
    }
    // the first screen, as a reader sees it
    await page.evaluate(() => {
      const shell = window.jupyterapp.shell;
      if (typeof shell.collapseLeft === "function") shell.collapseLeft();
      const panel = shell.currentWidget;
      panel.content.activeCellIndex = 0;
      for (const el of [panel.content.node, ...panel.node.querySelectorAll(".jp-WindowedPanel-outer")]) el.scrollTop = 0;
    });
    await sleep(300);
    const shot = path.join(outDir, `${name}.png`);
    await page.screenshot({ path: shot });
    const longTables = shown.tables.filter((t) => t.controlled).length;
    const summary = `open to idle kernel ${seconds(openMs)}, ${state.cells.length} code cells in ${seconds(runMs)}, figures drawn ${expectedPlots - notDrawn.length}/${expectedPlots}, ${shown.tables.length} tables` +
      (longTables ? ` (${longTables} long: sort and show-all ${exercised.problem ? "FAILED" : "work"})` : "");
    return { ok: failures.length === 0, failures, summary, shot, ms: Date.now() - started };
  } catch (e) {
    failures.push(`browser: ${e && e.message ? e.message.split("\n").slice(0, 6).join("\n") : e}`);
    const shot = path.join(outDir, `${name}.png`);
    await page.screenshot({ path: shot }).catch(() => {});
    return { ok: false, failures, summary: "", shot, ms: Date.now() - started };
  } finally {
    await page.evaluate(() => window.jupyterapp.shell.currentWidget.sessionContext.shutdown()).catch(() => {});
    await page.close({ runBeforeUnload: false }).catch(() => {});
    // no session survives its notebook
    try {
      const { body } = await server.api("GET", "/api/sessions");
      for (const s of JSON.parse(body)) await server.api("DELETE", `/api/sessions/${s.id}`, { timeout: 10_000 });
    } catch {
      /* reported by the next notebook if it matters */
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Math in the HTML export
// ---------------------------------------------------------------------------------------------------------

/** `jupyter` as `npm run notebooks` uses it (on PATH), else the one beside jupyter-lab (the virtualenv's). */
function jupyterCommand(jupyterLab) {
  const onPath = spawnSync("sh", ["-c", "command -v jupyter"], { encoding: "utf8" }).stdout?.trim();
  if (onPath) return onPath;
  const beside = path.join(path.dirname(jupyterLab), "jupyter");
  return fs.existsSync(beside) ? beside : "jupyter";
}

async function checkMath(context, file, tmp, jupyter) {
  const name = path.basename(file, ".ipynb");
  const dir = path.join(tmp, "html");
  fs.mkdirSync(dir, { recursive: true });
  const conv = spawnSync(jupyter, ["nbconvert", "--to", "html", ...mathjaxArgs(), "--output-dir", dir, "--output", name, file], { encoding: "utf8" });
  if (conv.status !== 0) return { ok: false, failures: [`jupyter nbconvert --to html failed: ${(conv.stderr || conv.error?.message || "").slice(-1500)}`] };
  const page = await context.newPage();
  try {
    await page.goto(`file://${path.join(dir, `${name}.html`)}`, { waitUntil: "load", timeout: 60_000 });
    const done = await waitUntil(
      () => page.evaluate(() => !!(window.MathJax && window.MathJax.Hub && window.MathJax.Hub.queue && window.MathJax.Hub.queue.pending === 0 && !window.MathJax.Hub.queue.running && document.querySelector(".MathJax_CHTML, .MathJax, .MathJax_Display"))),
      60_000,
      500,
    );
    const result = await page.evaluate(() => ({
      loaded: !!window.MathJax,
      version: window.MathJax && window.MathJax.version,
      rendered: document.querySelectorAll(".MathJax_CHTML").length,
      errors: document.querySelectorAll(".MathJax_Error, .mjx-merror, merror").length,
      first: (() => {
        const el = document.querySelector(".MJXc-display, .MathJax_Display") || document.querySelector(".MathJax_CHTML");
        if (!el) return null;
        el.scrollIntoView({ block: "center" });
        return true;
      })(),
    }));
    const failures = [];
    if (!done || !result.loaded) failures.push(`MathJax did not load or finish (${mathjaxUrl().url ?? "no MathJax URL: install libjs-mathjax"})`);
    if (result.rendered === 0) failures.push("no typeset formula in the HTML export");
    if (result.errors > 0) failures.push(`${result.errors} MathJax errors`);
    const shot = path.join(outDir, `${name}.math.png`);
    await page.screenshot({ path: shot });
    return { ok: failures.length === 0, failures, summary: `MathJax ${result.version}: ${result.rendered} formulas typeset`, shot };
  } finally {
    await page.close().catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  const totalMs = 1000 * envSeconds("TRAJLAB_E2E_TIMEOUT", 2400);
  const notebookMs = 1000 * envSeconds("TRAJLAB_E2E_NOTEBOOK_TIMEOUT", 900);
  const args = process.argv.slice(2);
  const files = (args.length ? args.map((a) => path.resolve(a)) : fs.readdirSync(notebooksDir).filter((f) => f.endsWith(".ipynb")).sort().map((f) => path.join(notebooksDir, f)));
  const missing = files.filter((f) => !fs.existsSync(f) || path.dirname(f) !== notebooksDir);
  if (missing.length) {
    for (const f of missing) warn(`e2e: not a notebook in notebooks/: ${f}`);
    return { passed: 0, failed: missing.length };
  }
  const jupyterLab = findJupyterLab();
  if (!jupyterLab) {
    warn("e2e: JupyterLab not found. Install it in a virtualenv at the repository root (see environment.md):");
    warn("  python3 -m venv .venv && .venv/bin/pip install jupyterlab");
    return { passed: 0, failed: files.length };
  }
  const chromiumPath = process.env.TRAJLAB_CHROMIUM || "/usr/bin/chromium";
  if (!fs.existsSync(chromiumPath)) {
    warn(`e2e: no Chromium at ${chromiumPath}. Install Debian's: apt-get install -y chromium (or set TRAJLAB_CHROMIUM)`);
    return { passed: 0, failed: files.length };
  }
  if (!fs.existsSync(path.join(repoRoot, "lib", "dist", "index.js"))) {
    warn("e2e: lib/dist is missing; run `npm run build` first (`npm run e2e` does).");
    return { passed: 0, failed: files.length };
  }
  const kernel = ensureKernel(jupyterLab);
  if (!kernel.ok) {
    warn(`e2e: ${kernel.why}`);
    return { passed: 0, failed: files.length };
  }
  const version = spawnSync(jupyterLab, ["--version"], { encoding: "utf8" }).stdout?.trim();
  const chromiumVersion = spawnSync(chromiumPath, ["--version"], { encoding: "utf8" }).stdout?.trim();
  say(`JupyterLab ${version} (${display(jupyterLab)}); ${chromiumVersion} (${chromiumPath})`);

  // the committed notebooks are restored if anything wrote them
  const originals = new Map(files.map((f) => [f, fs.readFileSync(f)]));
  onCleanup("restore the notebooks", async () => {
    for (const [f, bytes] of originals) {
      if (!fs.readFileSync(f).equals(bytes)) {
        fs.writeFileSync(f, bytes);
        warn(`e2e: ${display(f)} was modified during the run; restored`);
      }
    }
  });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "trajlab-e2e-"));
  onCleanup("remove the temporary directory", async () => fs.rmSync(tmp, { recursive: true, force: true }));
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });

  const deadline = setTimeout(() => {
    warn(`e2e: the whole run took longer than ${seconds(totalMs)} (TRAJLAB_E2E_TIMEOUT): stopping`);
    cleanupAll().finally(() => {
      say(`e2e: 0 passed, ${files.length} failed`);
      process.exit(1);
    });
  }, totalMs);
  deadline.unref();

  const t0 = Date.now();
  const server = await startJupyterLab(jupyterLab, kernel.jupyterPath, tmp);
  say(`JupyterLab up at ${server.base} in ${seconds(Date.now() - t0)} (log: ${display(server.logFile)})`);

  const { chromium } = await import("playwright-core");
  const context = await chromium.launchPersistentContext(path.join(tmp, "chromium-profile"), {
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: VIEWPORT,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  onCleanup("close the browser", () => context.close());
  const blocked = [];
  const origin = new URL(server.base).origin;
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(origin + "/") || url.startsWith("file:") || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
    blocked.push(url);
    return route.abort();
  });

  let passed = 0;
  let failed = 0;
  const report = (label, r) => {
    if (signalled) return;
    if (r.ok) passed++;
    else failed++;
    say(`${r.ok ? "✓" : "✗"} ${label}${r.summary ? ` (${r.summary}${r.ms !== undefined ? `; ${seconds(r.ms)}` : ""})` : ""}${r.shot ? ` → ${display(r.shot)}` : ""}`);
    for (const f of r.failures) say(`    ${f}`);
  };
  for (const file of files) {
    if (signalled) break;
    report(display(file), await runNotebook(context, server, file, notebookMs));
  }

  const withMath = files.filter((f) => hasMarkdownMath(JSON.parse(fs.readFileSync(f, "utf8"))));
  if (withMath.length === 0) say("(no notebook has $…$ math in its markdown: the HTML math check has nothing to check)");
  const jupyter = jupyterCommand(jupyterLab);
  for (const file of withMath) {
    if (signalled) break;
    report(`${display(file)} as HTML: math`, await checkMath(context, file, tmp, jupyter));
  }

  if (blocked.length) {
    failed++;
    say(`✗ offline: ${blocked.length} request(s) left the machine and were blocked:`);
    for (const u of [...new Set(blocked)].slice(0, 10)) say(`    ${u}`);
  } else {
    passed++;
    say("✓ offline: no request went anywhere but the local JupyterLab server and local files");
  }
  say(`total ${seconds(Date.now() - t0)}`);
  return { passed, failed };
}

main()
  .then(
    async (r) => {
      if (signalled) return; // the signal handler reports and exits
      await cleanupAll();
      say(`e2e: ${r.passed} passed, ${r.failed} failed`);
      process.exit(r.failed === 0 && r.passed > 0 ? 0 : 1);
    },
    async (e) => {
      if (signalled) return;
      warn(`e2e: ${e && e.stack ? e.stack : e}`);
      await cleanupAll();
      say("e2e: 0 passed, 1 failed");
      process.exit(1);
    },
  );
