/**
 * Test helper: the reference values of issue 18 (paired proportions, exact tests, t quantiles, degenerate
 * intervals), stored in reference/reference_issue18.json by reference/make_reference_issue18.py (scipy and
 * formulas written out; see its header for what computed each value and how to regenerate it).
 */
import * as fs from "fs";
import * as path from "path";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const REF18: any = JSON.parse(fs.readFileSync(path.join(__dirname, "reference", "reference_issue18.json"), "utf8"));
