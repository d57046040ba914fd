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

  test("one bad TIDE line fails that run, a bad TIDE file fails its run: those figures are reported failed with the error, every other figure of both families is printed, exit 1", async () => {
    const dir = tempDir();
    try {
      fs.cpSync(tideDir, path.join(dir, "tide"), { recursive: true });
      fs.cpSync(tau2Dir, path.join(dir, "tau2"), { recursive: true });
      const badLine = path.join(dir, "tide", "BlocksWorld", "DeepSeek-V3.2.jsonl");
      const lines = fs.readFileSync(badLine, "utf8").split("\n");
      lines[2] = '{"query": 5}';
      fs.writeFileSync(badLine, lines.join("\n"));
      const badFile = path.join(dir, "tide", "FrozenLake", "Phi-4.no-memory.jsonl");
      fs.writeFileSync(badFile, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02]));
      const r = await trajlab(["reproduce", "--data", dir, "--json"]);
      expect(r.code).toBe(1);
      const doc = JSON.parse(r.stdout);
      const all = doc.results.flatMap((x: { comparisons: { id: string; status: string; error?: string }[] }) => x.comparisons);
      const failed = all.filter((c: { status: string }) => c.status === "failed");
      // the with-memory run of DeepSeek on BlocksWorld: its 5 figures; the no-memory run of Phi-4 on FrozenLake: MI only
      expect(failed.map((c: { id: string }) => c.id).sort()).toEqual(
        [
          "table1.BlocksWorld.DeepSeek-V3.2.AUV",
          "table1.BlocksWorld.DeepSeek-V3.2.SR",
          "table2.BlocksWorld.DeepSeek-V3.2.LR",
          "table6.BlocksWorld.DeepSeek-V3.2.AUV",
          "table6.BlocksWorld.DeepSeek-V3.2.MI",
          "table6.FrozenLake.Phi-4.MI",
        ].sort(),
      );
      expect(failed[0].error).toBe(`${badLine}: [line 3].query: expected a string, got number 5`);
      expect(failed.find((c: { id: string }) => c.id === "table6.FrozenLake.Phi-4.MI").error).toMatch(/Phi-4\.no-memory\.jsonl: \$: not text: gzip-compressed data/);
      // every other figure, of both families, is still reproduced
      expect(all.filter((c: { status: string }) => c.status === "match")).toHaveLength(all.length - 6);
      expect(doc.results.map((x: { family: string }) => x.family)).toEqual(["goal-drift", "tide"]);
      expect(doc.counts).toEqual({ match: all.length - 6, differs: 0, "not compared": 0, failed: 6 });
      expect(doc.errors).toEqual([]);
      const text = await trajlab(["reproduce", "--data", dir]);
      expect(text.code).toBe(1);
      expect(text.stdout).toMatch(/table1\.BlocksWorld\.DeepSeek-V3\.2\.SR\s+98\.0\s+—\s+failed\s+its log did not load: BlocksWorld\/DeepSeek-V3\.2\.jsonl/);
      expect(text.stdout).toContain(`note: failed: ${badLine}: [line 3].query: expected a string, got number 5`);
      expect(text.stdout).toMatch(/goal-drift: 31 of 31 figures reproduced at printed precision ✓/);
      expect(text.stdout).toMatch(/reproduce: \d+ of \d+ published figures ✓, 6 failed/);
      expect(text.stderr).not.toMatch(/internal error|^\s+at /m);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("--data <one results file> without typed action checks: its domain's figures are not compared, with why and the figures of the declared set; the other domains have no file; exit 1, no stack trace", async () => {
    const r = await trajlab(["reproduce", "--data", path.join(repoRoot, "data", "examples", "tau2_retail_examples.json"), "--json"]);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    const cs = doc.results[0].comparisons as { id: string; status: string; reproduced: number | null; numerator: number | null; denominator: number | null; note?: string }[];
    const retail = cs.filter((c) => c.id.startsWith("retail."));
    expect(new Set(retail.map((c) => c.status))).toEqual(new Set(["not compared"]));
    // shown: the same figure with the declared write set (the example export: 4 drift writes of 12)
    expect(retail.find((c) => c.id === "retail.stock")).toMatchObject({ numerator: 4, denominator: 12 });
    expect(retail[0].note).toMatch(/^no typed action checks for the published write set/);
    expect(doc.results[0].notes.join("\n")).toMatch(/domain retail: its figures are not compared: the published method takes the write tools from typed action checks \(tool_type = write\), and .* has none \(none of the 16 action checks .*tool_type/);
    expect(cs.filter((c) => c.id.startsWith("airline.")).every((c) => c.status === "not compared" && c.note === "no airline results file")).toBe(true);
    expect(doc.counts).toEqual({ match: 0, differs: 0, "not compared": 31, failed: 0 });
    expect(r.stderr).toBe("");
  });

  test("--ci: an interval beside every reproduced ratio (in the figure's unit), none on counts; seeded", async () => {
    const args = ["reproduce", "--only", "goal-drift", "--ci", "--replicates", "300", "--json"];
    const r = await trajlab(args);
    expect(r.code).toBe(0);
    const cs = JSON.parse(r.stdout).results[0].comparisons as { id: string; reproduced: number; interval: { value: number; bootstrap: { lo: number; hi: number } | null } | null }[];
    for (const c of cs) {
      if (/\.(mixed|noAlignedWrite|writeTools)$/.test(c.id)) expect(c.interval, c.id).toBeNull();
      else {
        expect(c.interval, c.id).not.toBeNull();
        expect(c.interval!.value, c.id).toBeCloseTo(c.reproduced, 9);
      }
    }
    const pct = cs.find((c) => c.id === "retail.noSelfHealing.alignedAfterDrift")!;
    expect(pct.interval!.bootstrap!.hi).toBeGreaterThan(1); // percent, like the figure
    expect((await trajlab(args)).stdout).toBe(r.stdout);
    const text = await trajlab(["reproduce", "--only", "goal-drift", "--ci", "--replicates", "300"]);
    expect(text.stdout).toMatch(/^retail\.stock\s+0\.155\s+0\.1555\s+\[0\.\d{4}, 0\.\d{4}\]\s+81\/521\s+✓/m);
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
