/** scripts/lab.mjs (`npm run lab`): the JupyterLab command it starts. */
import * as path from "path";
import { describe, expect, test } from "vitest";
// @ts-expect-error: a plain ES module of the scripts folder, without types
import { labCommand } from "../../scripts/lab.mjs";

describe("labCommand", () => {
  const base = { repo: "/r", lab: "/r/.venv/bin/jupyter-lab", port: 8888, env: { TRAJLAB_DATA: "/x/results.json" } };
  test("as root it adds --allow-root; otherwise not", () => {
    expect(labCommand({ ...base, uid: 0 }).args).toContain("--allow-root");
    expect(labCommand({ ...base, uid: 1000 }).args).not.toContain("--allow-root");
  });
  test("serves the notebooks folder on localhost, the kernel spec of this checkout on JUPYTER_PATH, TRAJLAB_DATA passed through", () => {
    const c = labCommand({ ...base, uid: 1000 });
    expect(c.args).toEqual(expect.arrayContaining(["--no-browser", "--ip=127.0.0.1", "--port=8888", `--ServerApp.root_dir=${path.join("/r", "notebooks")}`]));
    expect(c.env.JUPYTER_PATH).toBe(path.join("/r", ".jupyter", "share", "jupyter"));
    expect(c.env.TRAJLAB_DATA).toBe("/x/results.json");
  });
  test("an existing JUPYTER_PATH is kept after this checkout's", () => {
    expect(labCommand({ ...base, uid: 1000, env: { JUPYTER_PATH: "/other" } }).env.JUPYTER_PATH).toBe(`${path.join("/r", ".jupyter", "share", "jupyter")}${path.delimiter}/other`);
  });
});
