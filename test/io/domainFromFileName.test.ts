/** The domain a file name names: used for logs that do not record their domain (τ-bench v1, τ² files without info). */
import { describe, expect, test } from "vitest";
import { domainFromFileName, loadTau2Results } from "../../lib/src";

describe("domainFromFileName", () => {
  test("the one candidate domain the base name contains, case-insensitive", () => {
    expect(domainFromFileName("/x/gpt-4o-airline.json")).toBe("airline");
    expect(domainFromFileName("Retail_run.json")).toBe("retail");
    expect(domainFromFileName("sub/telecom_run.json", ["airline", "retail", "telecom"])).toBe("telecom");
  });

  test("none or more than one candidate → null; a directory name does not count", () => {
    expect(domainFromFileName("airline-vs-retail.json")).toBeNull();
    expect(domainFromFileName("run.json")).toBeNull();
    expect(domainFromFileName("airline/run.json")).toBeNull();
    expect(domainFromFileName("telecom.json")).toBeNull(); // not a v1 domain
  });

  test("a τ² file without info takes its domain from the file name, with a derived warning", () => {
    const doc = [{ id: "s1", task_id: "1", messages: [] }];
    const run = loadTau2Results("submission_airline_run1.json", JSON.stringify(doc));
    expect(run.domain).toBe("airline");
    expect(run.warnings.some((w) => w.kind === "derived" && /domain "airline" is taken from the file name/.test(w.detail))).toBe(true);
    expect(loadTau2Results("run1.json", JSON.stringify(doc)).domain).toBeNull();
  });
});
