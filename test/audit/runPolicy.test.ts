import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { logTime, policyNow, runPolicy } from "../../lib/src/audit/runPolicy";
import { AIRLINE_POLICY } from "./fixtures";

let dir = "";
const write = (name: string, content: unknown): string => {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-runpolicy-"));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("runPolicy", () => {
  test("the doc example: a file that does not exist has no policy", () => {
    expect(runPolicy("no/such/file.json")).toBeNull();
  });
  test("a τ² results file: info.environment_info.policy", () => {
    const file = write("run.json", { info: { environment_info: { policy: AIRLINE_POLICY } }, simulations: [] });
    expect(runPolicy(file)).toBe(AIRLINE_POLICY);
  });
  test("a directory run: the policy of its results.json", () => {
    write("dirrun/results.json", { info: { environment_info: { policy: "Directory policy text." } } });
    expect(runPolicy(path.join(dir, "dirrun"))).toBe("Directory policy text.");
  });
  test("a directory without results.json has no policy", () => {
    fs.mkdirSync(path.join(dir, "empty"), { recursive: true });
    expect(runPolicy(path.join(dir, "empty"))).toBeNull();
  });
  test("a bare list of simulations (τ-bench v1) has no policy", () => {
    expect(runPolicy(write("v1.json", [{ task_id: 1 }]))).toBeNull();
  });
  test("JSON null, or a file that is not JSON, has no policy", () => {
    expect(runPolicy(write("null.json", "null"))).toBeNull();
    expect(runPolicy(write("broken.json", "{not json"))).toBeNull();
  });
  test("missing info, environment_info or policy, or a non-string policy: null", () => {
    expect(runPolicy(write("a.json", {}))).toBeNull();
    expect(runPolicy(write("b.json", { info: "x" }))).toBeNull();
    expect(runPolicy(write("c.json", { info: { environment_info: null } }))).toBeNull();
    expect(runPolicy(write("d.json", { info: { environment_info: { policy: 42 } } }))).toBeNull();
  });
  test("a blank policy is no policy", () => {
    expect(runPolicy(write("blank.json", { info: { environment_info: { policy: "  \n " } } }))).toBeNull();
  });
});

describe("policyNow", () => {
  test("the doc examples: the stated time read in UTC; no policy, no time", () => {
    expect(policyNow("The current time is 2024-05-15 15:00:00 EST.")?.toISOString()).toBe("2024-05-15T15:00:00.000Z");
    expect(policyNow(null)).toBeNull();
  });
  test("found inside a longer policy, case-insensitively", () => {
    expect(policyNow(AIRLINE_POLICY)?.toISOString()).toBe("2024-05-15T15:00:00.000Z");
    expect(policyNow("Intro.\nthe CURRENT TIME IS 2024-01-02 03:04:05.")?.toISOString()).toBe("2024-01-02T03:04:05.000Z");
  });
  test("a T separator and a time without seconds", () => {
    expect(policyNow("The current time is 2024-05-15T09:30 EST.")?.toISOString()).toBe("2024-05-15T09:30:00.000Z");
  });
  test("a policy stating no time, or an empty one: null", () => {
    expect(policyNow("Basic economy flights cannot be modified.")).toBeNull();
    expect(policyNow("")).toBeNull();
  });
  test("a date without a time is not a stated time", () => {
    expect(policyNow("The current time is 2024-05-15.")).toBeNull();
  });
  test("an impossible date: null", () => {
    expect(policyNow("The current time is 2024-13-45 15:00:00 EST.")).toBeNull();
  });
});

describe("logTime", () => {
  test("the doc example: a date-time read in UTC", () => {
    expect(logTime("2024-05-14T07:35:03")?.toISOString()).toBe("2024-05-14T07:35:03.000Z");
  });
  test("a bare date is midnight", () => {
    expect(logTime("2024-05-17")?.toISOString()).toBe("2024-05-17T00:00:00.000Z");
  });
  test("a space separator, minutes only, surrounding whitespace", () => {
    expect(logTime(" 2024-05-14 07:35 ")?.toISOString()).toBe("2024-05-14T07:35:00.000Z");
  });
  test("not a string: null", () => {
    for (const v of [null, undefined, 20240514, new Date("2024-05-14"), {}]) expect(logTime(v)).toBeNull();
  });
  test("an empty or non-date string, or an impossible date: null", () => {
    expect(logTime("")).toBeNull();
    expect(logTime("yesterday")).toBeNull();
    expect(logTime("2024-13-01")).toBeNull();
  });
});
