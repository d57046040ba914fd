/*
 * What the export directory holds before an export replaces it: nothing, an empty directory, or a previous trajlab
 * export — anything else (a user's files) is refused, never deleted.
 */
import * as fs from "fs";
import * as path from "path";
import { errorCode } from "../io/read";
import { ExportRefusedError } from "./errors";
import { EXPORT_FORMATS } from "./formats";
import { EXPORT_TABLE_NAMES } from "./schema";

/** The manifest's name in an export directory. */
export const EXPORT_MANIFEST = "manifest.json";

/**
 * What the export directory holds: "missing" (it does not exist), "empty" (an empty directory), "export" (only a
 * trajlab export's files: manifest.json and tables of any format).
 *
 * @internal
 */
export type ExportTargetState = "missing" | "empty" | "export";

/**
 * The names a trajlab export writes: manifest.json and `<table>.<format>` for every table and format.
 *
 * @internal
 * @param name a file name
 * @returns whether an export writes a file of that name
 * @example
 * [isExportFileName("manifest.json"), isExportFileName("events.csv"), isExportFileName("notes.txt")]; // [true, true, false]
 */
export function isExportFileName(name: string): boolean {
  if (name === EXPORT_MANIFEST) return true;
  return EXPORT_TABLE_NAMES.some((t) => EXPORT_FORMATS.some((f) => name === `${t}.${f}`));
}

/** Whether manifest.json is a trajlab export's (schema "trajlab.export"). */
function isExportManifest(file: string): boolean {
  try {
    const m = JSON.parse(fs.readFileSync(file, "utf8")) as { schema?: unknown };
    return m !== null && typeof m === "object" && m.schema === "trajlab.export";
  } catch {
    return false;
  }
}

/**
 * May an export replace this directory wholly? When it is missing, empty, or holds only a trajlab export's files
 * (manifest.json with schema "trajlab.export", when there is one, and tables of any format — an earlier export's,
 * or the leftovers of one interrupted before its manifest). A directory that holds anything else — a user's file,
 * a subdirectory, another tool's manifest.json — is refused rather than deleted: {@link ExportRefusedError}
 * ("not-an-export") names up to three of the files.
 *
 * @internal
 * @param target the export directory (absolute)
 * @param shown the directory as the caller named it, for the message
 * @returns what it holds
 * @throws {ExportRefusedError} when it holds files that are not an export's, or is not a directory
 * @example
 * inspectExportTarget(path.resolve("no/such/dir"), "no/such/dir"); // "missing"
 * inspectExportTarget(path.resolve("data/examples"), "data/examples"); // throws ExportRefusedError "data/examples holds files that are not a trajlab export's (README.md, diagnostics_tiny.events.jsonl, tau2_retail_examples.json)"
 */
export function inspectExportTarget(target: string, shown: string): ExportTargetState {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch (e) {
    if (errorCode(e) === "ENOENT") return "missing";
    throw e;
  }
  if (!stat.isDirectory()) throw new ExportRefusedError("not-an-export", shown, `${shown} is a file, not a directory; refusing to replace it: choose a new or empty directory for the export`);
  const names = fs.readdirSync(target).sort();
  if (names.length === 0) return "empty";
  const foreign = names.filter((n) => !isExportFileName(n) || !fs.statSync(path.join(target, n)).isFile());
  if (foreign.length === 0 && names.includes(EXPORT_MANIFEST) && !isExportManifest(path.join(target, EXPORT_MANIFEST))) foreign.push(`${EXPORT_MANIFEST}, not a trajlab export's`);
  if (foreign.length > 0) {
    const listed = foreign.slice(0, 3).join(", ") + (foreign.length > 3 ? `, and ${foreign.length - 3} more` : "");
    throw new ExportRefusedError("not-an-export", shown, `${shown} holds files that are not a trajlab export's (${listed}); refusing to replace it: choose a new or empty directory, or move those files away`);
  }
  return "export";
}
