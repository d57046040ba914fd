import { describe, expect, test } from "vitest";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { loadPublishedTide, reproduceTide, tideFigure, type TidePublished, tideRunPath, TrajlabInputError } from "../../lib/src";
import { checkPublishedTide, tideModelSlug } from "../../lib/src/reproduce/tidePublished";

const ROOT = path.resolve(__dirname, "../..");
const DATA = path.join(ROOT, "data/reconstructed/tide");

function inputError(fn: () => unknown): TrajlabInputError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(TrajlabInputError);
    return e as TrajlabInputError;
  }
  throw new Error("expected a TrajlabInputError");
}

describe("data/published/tide.json", () => {
  const pub = loadPublishedTide();
  test("holds Tables 1, 2 and 6 for 17 models × 5 environments, percentages with 1 printed decimal and a source", () => {
    expect(pub.models).toHaveLength(17);
    expect(pub.environments.map((e) => e.id)).toEqual(["BlocksWorld", "FrozenLake", "Sudoku", "AlfWorld", "WebShop"]);
    const count = (prefix: string) => pub.figures.filter((f) => f.id.startsWith(prefix)).length;
    expect(count("table1.")).toBe(17 * 5 * 2);
    expect(count("table2.")).toBe(17 * 5);
    expect(count("table6.")).toBe(17 * 5 * 2);
    for (const f of pub.figures.filter((x) => /^table[126]\./.test(x.id))) {
      expect(f.decimals).toBe(1);
      expect(f.unit).toBe("percent");
      expect(f.source).toMatch(/^arXiv:2602\.02196v2, Table [126]$/);
    }
  });
  test("Table 6's memory-free column (derived, AUV − MI) is not stored as a published figure", () => {
    expect(pub.figures.some((f) => /w\/o|without/i.test(f.id))).toBe(false);
  });
  test("horizons, run limits and task counts are those of the paper", () => {
    const e = Object.fromEntries(pub.environments.map((x) => [x.short, [x.tMax, x.maxSteps, x.tasks]]));
    expect(e).toEqual({ BW: [20, 30, 100], FL: [30, 30, 100], Su: [20, 30, 100], AW: [60, 60, 140], WS: [15, 20, 500] });
  });
  test("spot values: Table 1 DeepSeek-V3.2 BlocksWorld AUV 71.1, Table 2 Mistral-7B FrozenLake LR 63.3, Table 6 Phi-4-reasoning FrozenLake MI −21.9", () => {
    expect(tideFigure(pub, "table1.BlocksWorld.DeepSeek-V3.2.AUV").value).toBe(71.1);
    expect(tideFigure(pub, "table2.FrozenLake.Mistral-7B-Instruct.LR").value).toBe(63.3);
    expect(tideFigure(pub, "table6.FrozenLake.Phi-4-reasoning.MI").value).toBe(-21.9);
    expect(() => tideFigure(pub, "table1.Nowhere.X.SR")).toThrow(RangeError);
  });
  test("Table 1 obeys AUV ≤ SR·(H − 0.5)/H in every row", () => {
    for (const env of pub.environments) {
      for (const m of pub.models) {
        const sr = tideFigure(pub, `table1.${env.id}.${m.name}.SR`).value;
        const auv = tideFigure(pub, `table1.${env.id}.${m.name}.AUV`).value;
        expect(auv).toBeLessThanOrEqual((sr * (env.tMax - 0.5)) / env.tMax + 0.05);
      }
    }
  });
});

describe("loadPublishedTide: bad input", () => {
  test("a missing file is unreadable, a broken one not-json", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tidepub-"));
    expect(inputError(() => loadPublishedTide(path.join(dir, "none.json"))).kind).toBe("unreadable");
    fs.writeFileSync(path.join(dir, "bad.json"), "{ nope");
    expect(inputError(() => loadPublishedTide(path.join(dir, "bad.json"))).kind).toBe("not-json");
  });
  test("wrong types are named by JSON path", () => {
    const base = { paper: { id: "x" }, environments: [{ id: "E", tMax: 2, maxSteps: 3, tasks: 4 }], models: [{ name: "M", family: "thinking" }], figures: [] };
    expect(inputError(() => checkPublishedTide("p.json", [])).path).toBe("$");
    expect(inputError(() => checkPublishedTide("p.json", { ...base, figures: null })).path).toBe("figures");
    const e1 = inputError(() => checkPublishedTide("p.json", { ...base, environments: [{ id: "E", tMax: 0, maxSteps: 3, tasks: 4 }] }));
    expect(e1.message).toBe("p.json: environments[0].tMax: expected an integer ≥ 1, got number 0");
    const e2 = inputError(() => checkPublishedTide("p.json", { ...base, environments: [{ id: "E", tMax: 5, maxSteps: 3, tasks: 4 }] }));
    expect(e2.path).toBe("environments[0].maxSteps");
    const e3 = inputError(() => checkPublishedTide("p.json", { ...base, figures: [{ id: "a", value: "1", decimals: 1 }] }));
    expect(e3.path).toBe("figures[0].value");
    const e4 = inputError(() => checkPublishedTide("p.json", { ...base, figures: [{ id: "a", value: 1, decimals: 1 }, { id: "a", value: 2, decimals: 1 }] }));
    expect(e4.kind).toBe("duplicate-id");
    expect(e4.path).toBe("figures[1].id");
  });
  test("figures are checked like the goal-drift figures (same fields, same messages)", () => {
    const base = { paper: { id: "x" }, environments: [{ id: "E", tMax: 2, maxSteps: 3, tasks: 4 }], models: [{ name: "M", family: "thinking" }], figures: [] };
    expect(inputError(() => checkPublishedTide("p.json", { ...base, figures: [{ id: "a", value: "1", decimals: 1 }] })).message).toBe(
      'p.json: figures[0].value: expected a number, got a string ("1")',
    );
    expect(inputError(() => checkPublishedTide("p.json", { ...base, figures: [{ id: "a", value: 1, decimals: -1 }] })).path).toBe("figures[0].decimals");
    expect(inputError(() => checkPublishedTide("p.json", { ...base, figures: [null] })).path).toBe("figures[0]");
    expect(inputError(() => checkPublishedTide("p.json", { ...base, figures: [{ value: 1, decimals: 0 }] })).path).toBe("figures[0].id");
  });
});

describe("file layout", () => {
  test("model slugs replace whitespace, memory-free runs carry .no-memory", () => {
    expect(tideModelSlug("Gemini 2.5 Pro")).toBe("Gemini-2.5-Pro");
    expect(tideRunPath("WebShop", "Gemini 2.5 Pro", true)).toBe("WebShop/Gemini-2.5-Pro.jsonl");
    expect(tideRunPath("WebShop", "Phi-4", false)).toBe("WebShop/Phi-4.no-memory.jsonl");
  });
});

/** A two-task toy environment (H = 2, max_steps = 3) with hand-computed figures. */
function toy(): { dir: string; pub: TidePublished } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tide-toy-"));
  fs.mkdirSync(path.join(dir, "Toy"));
  const line = (steps: [string, string][], success: boolean) =>
    JSON.stringify({ query: "q", seed: 0, traj_rollouts: [{ rollout_idx: 0, rollout_results: { success, steps: steps.map(([observation, action]) => ({ observation, action })) } }] });
  // with memory: task 0 solved at step 1; task 1 loops A,A,A then fails (2 loop steps of 4)
  fs.writeFileSync(path.join(dir, "Toy/M.jsonl"), [line([["s0", "go"]], true), line([["A", "w"], ["A", "w"], ["A", "w"], ["B", "x"]], false)].join("\n") + "\n");
  // without memory: task 0 solved at step 2, task 1 solved at step 3 (> H: unsolved in the table)
  fs.writeFileSync(path.join(dir, "Toy/M.no-memory.jsonl"), [line([["s0", "a"], ["s1", "b"]], true), line([["s0", "a"], ["s1", "b"], ["s2", "c"]], true)].join("\n") + "\n");
  const fig = (id: string, value: number) => ({ id, value, decimals: 1, unit: "percent" as const, source: "toy" });
  // SR = 1/2 = 50.0; AUV = (2 − 1 + 0.5)/(2·2) = 37.5; LR = 2/5 = 40.0; AUV_wo = 0.5/4 = 12.5 → MI = 25.0
  const pub: TidePublished = {
    paper: { id: "toy" },
    environments: [{ id: "Toy", short: "T", tMax: 2, maxSteps: 3, tasks: 2 }],
    models: [{ name: "M", family: "thinking" }, { name: "Absent", family: "thinking" }],
    figures: [fig("table1.Toy.M.SR", 50.0), fig("table1.Toy.M.AUV", 37.5), fig("table2.Toy.M.LR", 40.0), fig("table6.Toy.M.MI", 25.1), fig("table1.Toy.Absent.SR", 10.0)],
  };
  return { dir, pub };
}
