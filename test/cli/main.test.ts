import { describe, expect, it } from "vitest";
import { MAIN_USAGE } from "../../lib/src/cli/main";
import { trajlab } from "./helpers";

describe("trajlab <command>", () => {
  it("--help and help print the commands and exit 0", async () => {
    for (const arg of ["--help", "-h", "help"]) {
      const r = await trajlab([arg]);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(MAIN_USAGE);
    }
  });
  it("--version prints the package version", async () => {
    expect((await trajlab(["--version"])).stdout).toMatch(/^trajlab \d+\.\d+\.\d+\n$/);
  });
  it("no command or an unknown one is a usage error (exit 2, usage on stderr)", async () => {
    expect(await trajlab([])).toMatchObject({ code: 2, stderr: MAIN_USAGE });
    const r = await trajlab(["nope"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('trajlab: unknown command "nope"');
  });
  it("dispatches drift and reproduce", async () => {
    expect((await trajlab(["drift", "--help"])).stdout).toContain("usage: trajlab drift");
    expect((await trajlab(["reproduce", "--help"])).stdout).toContain("usage: trajlab reproduce");
  });
});
