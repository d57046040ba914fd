import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

/**
 * The notebook runner (scripts/run-notebooks.mjs) run as a child process on tiny notebooks written to a
 * temporary folder. The folder gets a `node_modules` symlink to the repository's, so that `trajlab`, `tslab`
 * and `@types/node` resolve from the notebooks exactly as they do from notebooks/.
 */
const repoRoot = path.resolve(__dirname, "../..");
const runner = path.join(repoRoot, "scripts", "run-notebooks.mjs");
let dir = "";

function notebook(cells: string[], extra: { outputs?: unknown[]; executionCount?: number | null } = {}) {
  return {
    cells: [
      { cell_type: "markdown", metadata: {}, source: ["# a tiny notebook\n"] },
      ...cells.map((source, i) => ({
        cell_type: "code",
        execution_count: i === 0 && extra.executionCount !== undefined ? extra.executionCount : null,
        metadata: {},
        outputs: i === 0 && extra.outputs ? extra.outputs : [],
        source: source.split(/(?<=\n)/),
      })),
    ],
    metadata: { kernelspec: { display_name: "TypeScript", language: "typescript", name: "tslab" } },
    nbformat: 4,
    nbformat_minor: 5,
  };
}

function write(name: string, nb: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof nb === "string" ? nb : JSON.stringify(nb, null, 1));
  return file;
}

function run(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const r = spawnSync(process.execPath, [runner, ...args], { cwd: repoRoot, env, encoding: "utf8", timeout: 120_000 });
  const out = `${r.stdout}${r.stderr}`;
  return { status: r.status, stdout: r.stdout, out, lastLine: r.stdout.trimEnd().split("\n").pop() };
}

beforeAll(() => {
  if (!fs.existsSync(path.join(repoRoot, "lib", "dist", "index.js"))) {
    throw new Error("lib/dist is missing: the tiny notebooks import `trajlab` from it. Run `npm run build` first (npm test does).");
  }
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "trajlab-runner-"));
  fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
  write(
    "good.ipynb",
    notebook([
      'import * as tslab from "tslab";\nimport { tableHtml, escapeHtml } from "trajlab";\nconst rows: { n: number }[] = [{ n: 1 }];\n',
      'tslab.display.html(tableHtml(rows));\nconsole.log("cwd=" + process.cwd());\n',
      'const answer: string = escapeHtml("<a>");\nconsole.log(answer);\n',
    ]),
  );
  write(
    "runtime-error.ipynb",
    notebook([
      "const before = 1;\n",
      'console.log("printed before the failure");\nthrow new Error("boom from the second cell");\n',
      'console.log("third cell" + " ran");\n',
    ]),
  );
  write("type-error.ipynb", notebook(['const n: number = "not a number";\nconsole.log("type error cell" + " ran");\n']));
  write("async-error.ipynb", notebook(['await new Promise((r) => setTimeout(r, 5));\nawait Promise.reject(new Error("async boom"));\n']));
  write(
    "with-outputs.ipynb",
    notebook(["const x = 1;\n"], { outputs: [{ output_type: "stream", name: "stdout", text: ["1\n"] }], executionCount: 3 }),
  );
  write("not-json.ipynb", "{ this is not json");
  const silent = notebook(['console.log("setup");\n', 'const nothing = [];\n', 'console.log("(no data)");\n', 'console.log("shown");\n']);
  silent.cells.splice(2, 0, { cell_type: "markdown", metadata: {}, source: ["## 1. Shows nothing\n"] });
  silent.cells.splice(5, 0, { cell_type: "markdown", metadata: {}, source: ["## 2. Shows a line\n"] });
  write("silent-section.ipynb", silent);
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("run-notebooks --in-process", () => {
  // One run over every tiny notebook (each run starts TypeScript, which is slow on a busy machine).
  let all: ReturnType<typeof run>;
  /** The lines the runner printed for one notebook: its ✓/✗ line and what follows up to the next notebook. */
  const section = (name: string): string => {
    const lines = all.stdout.split("\n");
    const start = lines.findIndex((l) => /^[✓✗] /.test(l) && l.includes(`${path.sep}${name} (`));
    if (start < 0) return "";
    let end = start + 1;
    while (end < lines.length && !/^[✓✗] |^notebooks: /.test(lines[end])) end++;
    return lines.slice(start, end).join("\n");
  };

  beforeAll(() => {
    const names = ["good", "runtime-error", "type-error", "async-error", "with-outputs", "not-json", "silent-section"];
    all = run(["--in-process", "--verbose", ...names.map((n) => path.join(dir, `${n}.ipynb`))]);
  }, 600_000);

  it("exits 1 and ends with the count of passed and failed notebooks; a failure does not stop the next notebook", () => {
    expect(all.status).toBe(1);
    expect(all.lastLine).toBe("notebooks: 1 passed, 6 failed");
  });

  it("runs a good notebook: a ✓ line with its cell count, display data collected, cwd = its folder", () => {
    const s = section("good.ipynb");
    expect(s).toMatch(/^✓ .*good\.ipynb \(3 cells, \d+\.\d s\)$/m);
    expect(all.stdout).toContain("display: text/html");
    expect(all.stdout).toContain(`cwd=${fs.realpathSync(dir)}`);
    expect(all.stdout).toContain("&lt;a&gt;");
  });

  it("reports a runtime error with notebook, cell index, source and error, and stops there", () => {
    const s = section("runtime-error.ipynb");
    expect(s).toMatch(/^✗ .*runtime-error\.ipynb \(2\/3 cells run/);
    expect(s).toContain("cell 2 failed"); // index in the notebook's cells (cell 0 is markdown)
    expect(s).toContain('| throw new Error("boom from the second cell");');
    expect(s).toContain("Error: boom from the second cell");
    expect(s).toContain("printed before the failure");
    expect(all.stdout).not.toContain("third cell" + " ran");
  });

  it("reports a type error and does not run the cell", () => {
    const s = section("type-error.ipynb");
    expect(s).toContain("cell 1 failed");
    expect(s).toContain("Type 'string' is not assignable to type 'number'");
    expect(all.stdout).not.toContain("type error cell" + " ran");
  });

  it("reports a rejected top-level await", () => {
    expect(section("async-error.ipynb")).toContain("Error: async boom");
  });

  it("fails a notebook committed with outputs or an execution count", () => {
    const s = section("with-outputs.ipynb");
    expect(s).toMatch(/^✗ /);
    expect(s).toContain("not committable: cell 1: has saved outputs");
    expect(s).toContain("not committable: cell 1: execution_count is 3");
  });

  it("fails a notebook with a `## ` section whose code cells show nothing, naming the section", () => {
    const s = section("silent-section.ipynb");
    expect(s).toMatch(/^✗ .*silent-section\.ipynb \(4\/4 cells run/);
    expect(s).toContain('section "1. Shows nothing" shows nothing: none of its code cells (3, 4)');
    expect(s).not.toContain("2. Shows a line");
  });

  it("fails a file that is not JSON with a clear message", () => {
    expect(section("not-json.ipynb")).toContain("not valid JSON");
  });

  it("fails a missing notebook, and a call without a mode", () => {
    const missing = run(["--in-process", path.join(dir, "missing.ipynb")]);
    expect(missing.status).toBe(1);
    expect(missing.out).toContain("no such notebook");
    expect(missing.lastLine).toBe("notebooks: 0 passed, 1 failed");
    const noMode = run([path.join(dir, "good.ipynb")]);
    expect(noMode.status).toBe(2);
    expect(noMode.out).toContain("usage:");
  });
});

describe("run-notebooks --jupyter without Jupyter", () => {
  it("says what to install and exits non-zero", () => {
    const emptyBin = fs.mkdtempSync(path.join(dir, "bin-"));
    const env = { ...process.env, PATH: emptyBin };
    const r = run(["--jupyter", path.join(dir, "good.ipynb")], env);
    expect(r.status).toBe(1);
    expect(r.out).toContain("apt-get install -y --no-install-recommends jupyter-nbconvert python3-nbclient jupyter-client python3-ipykernel");
    expect(r.out).toContain("pip install jupyter nbconvert");
    expect(r.lastLine).toBe("notebooks: 0 passed, 1 failed");
  });
});
