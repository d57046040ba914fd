/**
 * Test helper: values computed once by independent implementations (numpy, scipy, statsmodels, and formulas
 * written out in Python), stored in reference/reference.json by reference/make_reference.py (see its header for
 * how to regenerate and what computed each value).
 */
import * as fs from "fs";
import * as path from "path";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const REF: any = JSON.parse(fs.readFileSync(path.join(__dirname, "reference", "reference.json"), "utf8"));
