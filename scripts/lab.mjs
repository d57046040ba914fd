#!/usr/bin/env node
/**
 * `npm run lab`: start JupyterLab on the notebooks, ready to run — the virtualenv's JupyterLab (installed into .venv
 * on first use, as environment.md describes), the tslab kernel spec of this checkout (installed into .jupyter/ when
 * missing), `TRAJLAB_DATA` passed through to the notebooks (your own export for notebook 00), `--allow-root` when run
 * as root. JupyterLab prints the URL with its token; open it and then a notebook.
 *
 * Usage: npm run lab [-- --port=8888] [-- --no-install]
 * Environment: TRAJLAB_JUPYTER_LAB (a jupyter-lab executable to use instead of .venv/bin/jupyter-lab), TRAJLAB_DATA.
 */
import fs from "node:fs";
import path from "node:path";
import { spawnSync, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The command that starts JupyterLab, as data (tested in test/scripts/lab.test.ts).
 * @param {{ repo: string, lab: string, uid: number | null, port: number, env: Record<string, string | undefined> }} o
 * @returns {{ command: string, args: string[], env: Record<string, string | undefined> }}
 */
export function labCommand(o) {
  const args = ["--no-browser", "--ip=127.0.0.1", `--port=${o.port}`, `--ServerApp.root_dir=${path.join(o.repo, "notebooks")}`];
  if (o.uid === 0) args.push("--allow-root");
  const jupyterPath = path.join(o.repo, ".jupyter", "share", "jupyter");
  return { command: o.lab, args, env: { ...o.env, JUPYTER_PATH: o.env.JUPYTER_PATH ? `${jupyterPath}${path.delimiter}${o.env.JUPYTER_PATH}` : jupyterPath } };
}

function say(line) {
  process.stdout.write(`lab: ${line}\n`);
}

function ensureLab(noInstall) {
  const fromEnv = process.env.TRAJLAB_JUPYTER_LAB;
  if (fromEnv) return fromEnv;
  const venvLab = path.join(repo, ".venv", "bin", "jupyter-lab");
  if (fs.existsSync(venvLab)) return venvLab;
  if (noInstall) {
    say("no JupyterLab in .venv: python3 -m venv .venv && .venv/bin/pip install jupyterlab (environment.md)");
    process.exit(1);
  }
  const t0 = Date.now();
  say("installing JupyterLab into .venv (first use; environment.md gives the measured time)");
  for (const [cmd, args] of [["python3", ["-m", "venv", path.join(repo, ".venv")]], [path.join(repo, ".venv", "bin", "pip"), ["install", "--retries", "0", "--timeout", "3", "jupyterlab>=4.2,<5"]]]) {
    const r = spawnSync(cmd, args, { stdio: "inherit" });
    if (r.status !== 0) {
      say(`\`${cmd} ${args.join(" ")}\` failed (exit ${r.status}); see environment.md`);
      process.exit(1);
    }
  }
  say(`JupyterLab installed in ${Math.round((Date.now() - t0) / 1000)} s`);
  return venvLab;
}

function ensureKernel(lab) {
  const spec = path.join(repo, ".jupyter", "share", "jupyter", "kernels", "tslab", "kernel.json");
  if (fs.existsSync(spec)) return;
  const python = path.join(path.dirname(lab), "python");
  const r = spawnSync(path.join(repo, "node_modules", ".bin", "tslab"), ["install", `--python=${fs.existsSync(python) ? python : "python3"}`, `--binary=${path.join(repo, "node_modules", ".bin", "tslab")}`, `--prefix=${path.join(repo, ".jupyter")}`], { stdio: "inherit" });
  if (r.status !== 0 || !fs.existsSync(spec)) {
    say("`tslab install` failed: see environment.md, 'Registering the tslab kernel'");
    process.exit(1);
  }
  say("tslab kernel spec installed into .jupyter/");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const port = Number((argv.find((a) => a.startsWith("--port=")) ?? "--port=8888").slice(7));
  const lab = ensureLab(argv.includes("--no-install"));
  ensureKernel(lab);
  const c = labCommand({ repo, lab, uid: typeof process.getuid === "function" ? process.getuid() : null, port, env: process.env });
  say(`notebooks: ${path.join(repo, "notebooks")}; data for notebook 00: ${process.env.TRAJLAB_DATA ? `TRAJLAB_DATA=${process.env.TRAJLAB_DATA}` : "its example export (set TRAJLAB_DATA=path/to/results.json for yours)"}`);
  say(`starting ${c.command} ${c.args.join(" ")} — open the http://127.0.0.1:${port}/lab?token=… URL it prints; Ctrl-C stops it`);
  const child = spawn(c.command, c.args, { stdio: "inherit", env: c.env });
  child.on("exit", (code) => process.exit(code ?? 0));
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
}
