import { describe, expect, test } from "vitest";
import {
  callsOnNonCallerMessage,
  describeValue,
  expectArray,
  expectId,
  expectObject,
  expectString,
  isObject,
  optionalArray,
  optionalCallId,
  optionalInteger,
  optionalNumber,
  optionalObject,
  optionalString,
  wrongType,
} from "../../lib/src/io/fieldChecks";
import { expectInputError } from "./helpers";

describe("describeValue", () => {
  test("names the type, shows numbers, booleans and clipped strings", () => {
    expect([undefined, null, [], {}, 3, true].map(describeValue)).toEqual(["missing", "null", "an array", "an object", "number 3", "boolean true"]);
    expect(describeValue("abc")).toBe('a string ("abc")');
    expect(describeValue("x".repeat(50))).toBe(`a string ("${"x".repeat(40)}…")`);
  });
  test("control characters in a string are shown escaped, never raw", () => {
    expect(describeValue("a\u0000b")).toBe('a string ("a\\u0000b")');
  });
});

describe("wrongType", () => {
  test("is a wrong-type error <file>: <path>: expected …, got …; the root is $", () => {
    expect(wrongType("f.json", "a.b", "a string", 1).message).toBe("f.json: a.b: expected a string, got number 1");
    expect(wrongType("f.json", "", "an object", []).path).toBe("$");
  });
});

describe("required and optional field checks", () => {
  const at = "simulations[0].x";
  test("a value of the right type is returned as is (not copied)", () => {
    const o = { a: 1 };
    const a = [1];
    expect(expectObject(o, "f", at)).toBe(o);
    expect(optionalObject(o, "f", at)).toBe(o);
    expect(expectArray(a, "f", at)).toBe(a);
    expect(optionalArray(a, "f", at)).toBe(a);
    expect(expectString("s", "f", at)).toBe("s");
    expect(optionalString("s", "f", at)).toBe("s");
    expect(optionalNumber(0.5, "f", at)).toBe(0.5);
    expect(optionalInteger(-2, "f", at)).toBe(-2);
  });
  test("optional checks give null for null and missing", () => {
    for (const check of [optionalObject, optionalArray, optionalString, optionalNumber, optionalInteger]) {
      expect(check(null, "f", at)).toBeNull();
      expect(check(undefined, "f", at)).toBeNull();
    }
  });
  test("a value of the wrong type is a wrong-type error at its path", () => {
    const cases: Array<[() => unknown, RegExp]> = [
      [() => expectObject([], "f", at), /expected an object, got an array/],
      [() => optionalObject("x", "f", at), /expected an object or null/],
      [() => expectArray({}, "f", at), /expected an array, got an object/],
      [() => optionalArray(1, "f", at), /expected an array or null/],
      [() => expectString(undefined, "f", at), /expected a string, got missing/],
      [() => optionalString(2, "f", at), /expected a string or null/],
      [() => optionalNumber("1", "f", at), /expected a number or null/],
      [() => optionalInteger(0.5, "f", at), /expected an integer or null, got number 0.5/],
    ];
    for (const [fn, detail] of cases) expectInputError(fn, { kind: "wrong-type", file: "f", path: at, detail });
  });
  test("isObject is true for plain objects only", () => {
    expect([{}, [], null, "x", 1].map(isObject)).toEqual([true, false, false, false, false]);
  });
});

describe("expectId", () => {
  test("a task id may be a string or an integer (τ² task_id: int | str), read as a string", () => {
    expect(expectId("t1", "f", "task_id")).toBe("t1");
    expect(expectId(7, "f", "task_id")).toBe("7");
  });
  test("anything else is wrong-type", () => {
    for (const v of [1.5, null, undefined, {}, true]) expectInputError(() => expectId(v, "f", "task_id"), { kind: "wrong-type", path: "task_id" });
  });
});

describe("optionalCallId", () => {
  const at = "simulations[0].messages[1].tool_calls[0]";
  test("a non-empty string is kept; missing, null and empty are null", () => {
    expect(optionalCallId("call_1", "f.json", at)).toBe("call_1");
    expect(optionalCallId(undefined, "f.json", at)).toBeNull();
    expect(optionalCallId(null, "f.json", at)).toBeNull();
    expect(optionalCallId("", "f.json", at)).toBeNull();
  });
  test("anything else is a wrong-type error at <call>.id", () => {
    expectInputError(() => optionalCallId(7, "f.json", at), { kind: "wrong-type", file: "f.json", path: `${at}.id`, detail: /expected a string or null, got number 7/ });
    expectInputError(() => optionalCallId({}, "f.json", at), { kind: "wrong-type", path: `${at}.id` });
  });
});

test("callsOnNonCallerMessage: bad-format at the calls, naming the role", () => {
  const e = callsOnNonCallerMessage("f.json", "m[2].tool_calls", "tool");
  expect([e.kind, e.path, e.detail]).toEqual(["bad-format", "m[2].tool_calls", 'tool calls on a "tool" message (only assistant and user messages make calls)']);
});
