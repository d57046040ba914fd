/*
 * The one error of an export that is neither a bad argument nor a bad input file: the export directory cannot be
 * taken (another export holds its lock, or it holds files that are not an export's). Nothing was written.
 */

/** Why an export directory was refused: held by another export's lock, or holding files that are not an export's. */
export type ExportRefusal = "locked" | "not-an-export";

/**
 * Why did an export refuse to write its directory? Another export is writing it (`reason` "locked", with the pid
 * and the lock file), or it holds files that are not a trajlab export's (`reason` "not-an-export", with their
 * names): an export never deletes a user's files. Nothing was written and the directory is as it was; the message
 * is one line that says what to do.
 *
 * @example
 * const e = new ExportRefusedError("not-an-export", "out", "out holds files that are not a trajlab export's (notes.txt)");
 * [e.name, e.reason, e.outDir]; // ["ExportRefusedError", "not-an-export", "out"]
 * e.message; // "out holds files that are not a trajlab export's (notes.txt)"
 */
export class ExportRefusedError extends Error {
  /** Why the directory was refused. */
  readonly reason: ExportRefusal;
  /** The export directory, as the caller named it. */
  readonly outDir: string;

  /**
   * An export directory's refusal.
   *
   * @param reason why ({@link ExportRefusal})
   * @param outDir the export directory, as the caller named it
   * @param message the whole message, one line
   */
  constructor(reason: ExportRefusal, outDir: string, message: string) {
    super(message);
    this.name = "ExportRefusedError";
    this.reason = reason;
    this.outDir = outDir;
  }
}
