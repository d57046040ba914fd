import * as fs from "fs";
import * as path from "path";
import { execFileSync } from "child_process";
import { isUtf8 } from "buffer";
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { loadRun, loadTau2Results } from "../../lib/src";
import { MAX_TEXT_BYTES, errorCode, invalidUtf8Offset, readInputBytes, readInputText, statInput } from "../../lib/src/io/read";
import { expectInputError, tempDir, withDir } from "./helpers";

/** A FIFO in a fresh temporary directory (null when mkfifo is not available). */
function withFifo(fn: (fifo: string) => void): void {
  const t = tempDir();
  try {
    const fifo = path.join(t.dir, "run.json");
    try {
      execFileSync("mkfifo", [fifo]);
    } catch {
      console.warn("mkfifo not available: skipping the FIFO case");
      return;
    }
    fn(fifo);
  } finally {
    t.cleanup();
  }
}

describe("statInput: only regular files (and directories where allowed) are read", () => {
  test("a FIFO is an unreadable error before anything opens it (opening would block)", () => {
    withFifo((fifo) => {
      expectInputError(() => statInput(fifo), { kind: "unreadable", file: fifo, path: "$", detail: /^not a regular file: a FIFO \(named pipe\)/ });
      expectInputError(() => loadRun(fifo), { kind: "unreadable", detail: /FIFO/ });
      expectInputError(() => loadTau2Results(fifo), { kind: "unreadable", detail: /FIFO/ });
    });
  });

  test("a character device (/dev/zero never ends, /dev/null is empty) is an unreadable error", () => {
    for (const dev of ["/dev/zero", "/dev/null"]) {
      if (!fs.existsSync(dev)) continue;
      expectInputError(() => readInputText(dev), { kind: "unreadable", file: dev, detail: /^not a regular file: a character device/ });
      expectInputError(() => loadRun(dev), { kind: "unreadable", detail: /character device/ });
    }
  });

  test("a directory is accepted where a directory may stand (loadRun), refused by a file reader", () => {
    withDir({ "x.json": "{}" }, (dir) => {
      expect(statInput(dir).isDirectory()).toBe(true);
      expectInputError(() => readInputText(dir), { kind: "unreadable", file: dir, detail: /a directory \(the loaders read files only\)/ });
    });
  });

  test("a missing path names the Node error code", () => {
    expectInputError(() => statInput("/no/such/file.json"), { kind: "unreadable", detail: /^cannot read file \(ENOENT\)$/ });
  });
});

describe("readInputBytes / readInputText", () => {
  test("read the whole file and count its bytes", () => {
    withDir({ "a.json": '{"a": "é"}' }, (dir) => {
      const stats = { bytes: 0 };
      expect(readInputText(path.join(dir, "a.json"), stats)).toBe('{"a": "é"}');
      expect(stats.bytes).toBe(11);
    });
  });

  test("a compressed or UTF-16 file is not-text, told from its first bytes", () => {
    withDir({}, (dir) => {
      const gz = path.join(dir, "r.json");
      fs.writeFileSync(gz, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 1, 2, 3]));
      expectInputError(() => readInputBytes(gz), { kind: "not-text", file: gz, path: "$", detail: /^not text: gzip-compressed data/ });
    });
  });

  test("a file larger than one JavaScript string fails before it is read, naming the limit and the way out", () => {
    withDir({}, (dir) => {
      const big = path.join(dir, "big.json");
      fs.writeFileSync(big, "");
      fs.truncateSync(big, MAX_TEXT_BYTES + 1); // sparse: no disk used
      expectInputError(() => readInputText(big), { kind: "unreadable", detail: /more than one JavaScript string can hold .*directory format.*loadRun, which streams/ });
      // loadRun streams it instead, and names what the bytes are (here: all zero)
      expectInputError(() => loadRun(big), { kind: "not-text", detail: /binary data/ });
    });
  });
});

describe("invalidUtf8Offset", () => {
  test("-1 for valid UTF-8, else the offset of the first sequence that is not UTF-8", () => {
    expect(invalidUtf8Offset(Buffer.from("aé😀"))).toBe(-1);
    expect(invalidUtf8Offset(Buffer.from([0x61, 0xff, 0x62]))).toBe(1);
    expect(invalidUtf8Offset(Buffer.from([0x61, 0xe2, 0x82]))).toBe(1); // truncated 3-byte sequence
    expect(invalidUtf8Offset(Buffer.from([0xed, 0xa0, 0x80]))).toBe(0); // an encoded surrogate
    expect(invalidUtf8Offset(Buffer.from([0xc0, 0x80]))).toBe(0); // overlong
  });

  test("agrees with Node's isUtf8: the prefix before it is valid, and no character starts at it", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.string({ maxLength: 10 }), (junk, text) => {
        const b = Buffer.concat([Buffer.from(text), Buffer.from(junk)]);
        const off = invalidUtf8Offset(b);
        if (isUtf8(b)) {
          expect(off).toBe(-1);
          return;
        }
        expect(off).toBeGreaterThanOrEqual(0);
        expect(isUtf8(b.subarray(0, off))).toBe(true);
        for (let k = 1; k <= 4 && off + k <= b.length; k++) expect(isUtf8(b.subarray(off, off + k))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

test("errorCode: the Node code, else the message", () => {
  expect(errorCode(Object.assign(new Error("x"), { code: "EACCES" }))).toBe("EACCES");
  expect(errorCode(new Error("boom"))).toBe("boom");
  expect(errorCode("str")).toBe("str");
});
