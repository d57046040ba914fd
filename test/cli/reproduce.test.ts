/**
 * `trajlab reproduce`: published figures beside figures recomputed from the logs, ✓/✗ at printed precision,
 * and an exit code a CI can rely on.
 */
import * as fs from "fs";
import * as path from "path";
import { describe, expect, test } from "vitest";
import { formatComparisons } from "../../lib/src/cli/reproduce";
import { repoRoot, tempDir, trajlab } from "./helpers";

const tideDir = path.join(repoRoot, "data", "reconstructed", "tide");
const tau2Dir = path.join(repoRoot, "data", "reconstructed", "tau2");

describe("trajlab reproduce", () => {
  test("--help prints the usage and exits 0; unknown arguments and bad --only values exit 2", async () => {
    expect((await trajlab(["reproduce", "--help"])).stdout).toMatch(/usage: trajlab reproduce/);
    expect((await trajlab(["reproduce", "--frobnicate"])).code).toBe(2);
    expect((await trajlab(["reproduce", "--only", "everything"])).code).toBe(2);
    expect((await trajlab(["reproduce", "--data"])).code).toBe(2);
  });

  test("options share the drift command's parser: --name=value works, a stray argument or a missing value is a usage error", async () => {
    const r = await trajlab(["reproduce", `--data=${path.join(repoRoot, "no-such-dir")}`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("no-such-dir");
    expect(r.stderr).toContain("not a directory");
    const stray = await trajlab(["reproduce", "extra"]);
    expect(stray.code).toBe(2);
    expect(stray.stderr).toContain('unknown argument "extra"');
    const missing = await trajlab(["reproduce", "--only"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--only needs a value/);
    expect((await trajlab(["reproduce", "-h"])).stdout).toMatch(/usage: trajlab reproduce/);
  });

  test("a --data path that is not a directory exits 2 and names it", async () => {
    const r = await trajlab(["reproduce", "--data", path.join(repoRoot, "no-such-dir")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("no-such-dir");
  });

  test.skipIf(!fs.existsSync(tideDir))("every TIDE figure is reproduced from the committed logs (exit 0)", async () => {
    const r = await trajlab(["reproduce", "--only", "tide"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/tide: (\d+) of \1 figures reproduced at printed precision ✓/);
    expect(r.stdout).not.toContain("✗");
  });

  test.skipIf(!fs.existsSync(tau2Dir))("every goal-drift figure is reproduced from the committed logs (exit 0)", async () => {
    const r = await trajlab(["reproduce", "--only", "goal-drift", "--json"]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.failed).toBe(0);
    expect(doc.results[0].comparisons.length).toBeGreaterThan(20);
  });

  test("a TIDE log with one task fewer solved is reported ✗ and the exit code is 1", async () => {
    const dir = tempDir();
    try {
      // Copy one environment's logs and turn one success into a failure in one file.
      const env = "BlocksWorld";
      fs.mkdirSync(path.join(dir, "tide", env), { recursive: true });
      for (const name of fs.readdirSync(path.join(tideDir, env))) {
        fs.copyFileSync(path.join(tideDir, env, name), path.join(dir, "tide", env, name));
      }
      const file = path.join(dir, "tide", env, "DeepSeek-V3.2.jsonl");
      const lines = fs.readFileSync(file, "utf8").split("\n");
      const i = lines.findIndex((l) => l.includes('"success":true'));
      lines[i] = lines[i].replace('"success":true', '"success":false');
      fs.writeFileSync(file, lines.join("\n"));
      const r = await trajlab(["reproduce", "--data", dir, "--only", "tide", "--failures"]);
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(/table1\.BlocksWorld\.DeepSeek-V3\.2\.SR .*✗/);
      // Other environments are missing from this folder: reported, never silently skipped.
      expect(r.stdout).toMatch(/missing log file/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("formatComparisons shows published at its precision, the ratio, and — for an unmeasured value", () => {
    const text = formatComparisons([
      { id: "x", published: 0.155, decimals: 3, reproduced: 0.15497, numerator: 15.497, denominator: 100, ok: true },
      { id: "y", published: 30, decimals: 0, reproduced: null, numerator: null, denominator: null, ok: false, note: "no file" },
    ]);
    expect(text).toMatch(/x\s+0\.155\s+0\.1550\s+15\.497\/100\s+✓/);
    expect(text).toMatch(/y\s+30\s+—\s+✗\s+no file/);
  });
});
