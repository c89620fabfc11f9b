/** One way for the three forms to say what a submit found wrong (SPEC 5, problems.ts). */
import { describe, expect, it } from "vitest";
import { droppedFields, parseDraft } from "../../src/forms/drafts";
import { notices } from "../../src/forms/notices";
import { pickupDraft } from "../../src/forms/pickup-check";
import { messagesOf, problemOf, schemaProblems, stillFailing } from "../../src/forms/problems";
import { contactSchema, validate } from "../../src/forms/schemas";

const empty = { name: "", email: "", phone: "", company: "", subject: "", message: "", company_url: "" };

describe("the contact form submitted empty", () => {
  const problems = schemaProblems(validate(contactSchema, empty), "Validation Error");

  it("marks every required field at once, in SPEC 5.1's order, under the title 'Validation Error'", () => {
    expect(problems.map((problem) => [problem.field, problem.message])).toEqual([
      ["name", "Name must be at least 2 characters"],
      ["email", "Invalid email address"],
      ["phone", "Phone must be at least 10 characters"],
      ["subject", "Please select a subject"],
      ["message", "Message must be at least 10 characters"],
    ]);
    expect(new Set(problems.map((problem) => problem.title))).toEqual(new Set(["Validation Error"]));
    expect(messagesOf(problems).subject).toBe("Please select a subject");
  });
});

describe("a field the visitor fixed", () => {
  const shown = [
    problemOf("assetTypes", notices.pickup.missingAssets),
    { field: "name", message: "Name must be at least 2 characters", title: "Validation Error" },
  ];

  it("loses its mark, and the next problem's title heads the summary", () => {
    const now = [{ field: "name", message: "Name must be at least 2 characters", title: "Validation Error" }];
    expect(stillFailing(shown, now)).toEqual(now);
  });

  it("keeps its mark while it still fails, with the message it fails with now", () => {
    const now = [
      problemOf("assetTypes", notices.pickup.missingAssets),
      { field: "name", message: "Name must be less than 100 characters", title: "Validation Error" },
    ];
    expect(stillFailing(shown, now)).toEqual(now);
  });

  it("does not mark a field before the next submit that was not marked at the last one", () => {
    const now = [...shown, { field: "phone", message: "Phone must be at least 10 characters", title: "x" }];
    expect(stillFailing(shown, now)).toBe(shown);
  });
});

describe("a restored pickup draft", () => {
  it("names the day it dropped because it can no longer be chosen, and nothing that it kept", () => {
    const saved = JSON.stringify({ name: "Pat Kim", date: "2020-01-01", assetTypes: ["Laptops"] });
    expect(parseDraft(saved, pickupDraft).date).toBe("");
    expect(droppedFields(saved, pickupDraft)).toEqual(["date"]);
    expect(droppedFields(JSON.stringify({ name: "Pat Kim", date: "" }), pickupDraft)).toEqual([]);
    expect(droppedFields("not json", pickupDraft)).toEqual([]);
  });
});
