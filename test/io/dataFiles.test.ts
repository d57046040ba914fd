import { describe, expect, it } from "vitest";
import * as path from "path";
import { checkoutDataDir, defaultReconstructedDir, publishedDataFile } from "../../lib/src/io/dataFiles";

const repo = path.resolve(__dirname, "..", "..");

describe("where the library finds the project's data (from a checkout)", () => {
  it("the checkout's data/ folder, its published figures and its reconstructed logs", () => {
    expect(checkoutDataDir()).toBe(path.join(repo, "data"));
    expect(publishedDataFile("tide.json")).toBe(path.join(repo, "data", "published", "tide.json"));
    expect(defaultReconstructedDir()).toBe(path.join(repo, "data", "reconstructed"));
  });
  it("a published file the checkout lacks points at the copy the package ships (so reading it names that path)", () => {
    expect(publishedDataFile("none.json")).toBe(path.join(repo, "lib", "src", "data", "published", "none.json"));
  });
});
