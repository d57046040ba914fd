/**
 * Test helpers for the atlas: a small shared folder built from the example export (two runs in `data/`, with
 * README provenance tables of both forms), and the real shared folder found through locateSharedData().
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { locateSharedData } from "../../lib/src/io";

export const REPO = path.resolve(__dirname, "../..");
export const EXAMPLE_RUN = path.join(REPO, "data", "examples", "tau2_retail_examples.json");
export const COMMITTED = path.join(REPO, "data", "atlas", "conversations.json");
const shared = locateSharedData(__dirname);
/** The folder holding data/ and tau2-public/, or null. */
export const SHARED_ROOT: string | null = shared === null ? null : path.dirname(shared);
export const SKIP_MESSAGE = "shared/data (public runs) not found: atlas tests on the real runs skipped";
if (SHARED_ROOT === null) console.warn(SKIP_MESSAGE);

/**
 * A temporary shared root: `data/tau2/a.json` (the example export), `data/tau2/b.json` (the same with the rewards
 * of its first and fourth conversations set to 0, and the first gold action of its third task changed), `tau2-public/c.json`
 * (the example again, under a τ² commit-column README).
 */
export function tinySharedRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "trajlab-atlas-"));
  const doc = JSON.parse(fs.readFileSync(EXAMPLE_RUN, "utf8"));
  const b = JSON.parse(JSON.stringify(doc));
  for (const i of [0, 3]) b.simulations[i].reward_info.reward = 0;
  b.tasks[2].evaluation_criteria.actions[0].arguments = { ...b.tasks[2].evaluation_criteria.actions[0].arguments, changed: true };
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write("data/tau2/a.json", JSON.stringify(doc));
  write("data/tau2/b.json", JSON.stringify(b));
  write("tau2-public/c.json", JSON.stringify(doc));
  write(
    "data/README.md",
    "# runs\n\n| file | source (repository @ commit : path) | content |\n|---|---|---|\n| tau2/a.json | owner/first @ 1234abcd : x/a.json | the example |\n| tau2/b.json | owner/first @ 5678ef90 : x/b.json | changed |\n",
  );
  write("tau2-public/README.md", "Copies of files from the public repository owner/second, at the commits below.\n\n| file | commit | path in repository | sha256 |\n|---|---|---|---|\n| c.json | 0fcc3a368523 | y/c.json | … |\n");
  return root;
}
