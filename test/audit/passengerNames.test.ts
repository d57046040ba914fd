import { describe, expect, test } from "vitest";
import { passengerNames } from "../../lib/src";
import { ctx, gold, ob, user } from "./fixtures";

const book = (p: Record<string, string>) => gold("book_reservation", { user_id: "u1", passengers: [p] });

describe("passengerNames", () => {
  test("a passenger named in the instructions with the birth date written in words: nothing", () => {
    expect(passengerNames(ctx({ gold: [book({ first_name: "Mei", last_name: "Kovacs", dob: "1986-03-14" })], scenario: "Add your friend Mei Kovacs, born March 14, 1986." })).findings).toEqual([]);
  });
  test("a passenger in the user's profile (name and birth date as a tool returned them): nothing", () => {
    const profile = ob("get_user_details", { user_id: "u1" }, user({ saved_passengers: [{ first_name: "Ann", last_name: "Lee", dob: "1990-01-02" }] }));
    expect(passengerNames(ctx({ gold: [book({ first_name: "Ann", last_name: "Lee", dob: "1990-01-02" })], observations: [profile] })).findings).toEqual([]);
  });
  test("a name nothing showed: unobserved entity", () => {
    const r = passengerNames(ctx({ gold: [book({ first_name: "Aarav", last_name: "Sanchez", dob: "1986-09-12" })], scenario: "Book for Aarav." }));
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0].kind).toBe("unobserved-entity");
    expect(r.findings[0].note).toContain("name Aarav Sanchez");
  });
  test("a known name with a birth date nothing showed: unobserved entity on the date", () => {
    const profile = ob("get_user_details", { user_id: "u1" }, user({ dob: "1981-05-26" }));
    const r = passengerNames(ctx({ gold: [book({ first_name: "Ann", last_name: "Lee", dob: "1985-04-04" })], observations: [profile] }));
    expect(r.findings[0].note).toContain("date of birth 1985-04-04");
  });
});
