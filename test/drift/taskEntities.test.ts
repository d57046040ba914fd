import { describe, expect, it } from "vitest";
import { conversationTokens, namedEntities, namesAnyEntity, taskEntities, TaskEntityIndex, tokensOf } from "../../lib/src/drift/taskEntities";
import { calls, gold, msgs } from "./builders";
import { DATA_DIR, loadRealRun, SKIP_MESSAGE } from "./realData";

describe("tokensOf", () => {
  it("keeps ids whole, lower-cases, trims sentence punctuation", () => {
    expect(tokensOf("Order #W2378156, user emma_kim_9957. Reservation EHGLP3!")).toEqual(["order", "#w2378156", "user", "emma_kim_9957", "reservation", "ehglp3"]);
    expect(tokensOf("mail james.kim1995@example.com. phone 555-123-2002")).toEqual(["mail", "james.kim1995@example.com", "phone", "555-123-2002"]);
    expect(tokensOf(`{"first_name": "José", "last_name": "Müller"}`)).toEqual(["first_name", "josé", "last_name", "müller"]);
    expect(tokensOf("")).toEqual([]);
  });
});

describe("taskEntities", () => {
  it("gold actions: identity keys at any depth and first + last names; catalogue ids and free text are not entities", () => {
    const g = [
      gold("find_user_id_by_name_zip", { first_name: "Mei", last_name: "Kovacs", zip: "28236" }),
      gold("return_delivered_order_items", { order_id: "#W6390527", item_ids: ["8538875209"], payment_method_id: "paypal_7644869" }),
      gold("get_product_details", { product_id: "6817146515" }),
      gold("book_reservation", { user_id: "mia_li_3668", passengers: [{ first_name: "Mia", last_name: "Li" }], payment_methods: [{ payment_id: "certificate_7504069", amount: 250 }] }),
      gold("transfer_to_human_agents", { summary: "user wants a refund for #W1" }),
    ];
    const e = taskEntities({ goldActions: g });
    expect(e.map((x) => x.text)).toEqual(["Mei Kovacs", "#W6390527", "paypal_7644869", "mia_li_3668", "Mia Li", "certificate_7504069"]);
    expect(e.find((x) => x.text === "Mei Kovacs")!.tokens).toEqual(["mei", "kovacs"]);
    expect(e.every((x) => x.source === "gold-action")).toBe(true);
  });

  it("scenario: identifier-like tokens and introduced names; words, prices and zip codes are not entities", () => {
    const scenario = "You are Yusuf Rossi in zip code 19122.\nYou received your order #W2378156 and want $200 back.\nYour user id is yusuf_rossi_9620, email yusuf@example.com, phone 555-123-2002.";
    expect(taskEntities({ goldActions: null, scenario }).map((x) => x.text)).toEqual(["#W2378156", "yusuf_rossi_9620", "yusuf@example.com", "555-123-2002", "Yusuf Rossi"]);
    // the introductions τ² tasks use, including its "You name is" typo; a name never runs across a line break
    for (const s of ["You're Chen Smith, living in 32278.", "You name is Raj Santos and your zip", "a consultant named Sarah Bosch who", "Your name is Ana Li"]) {
      expect(taskEntities({ goldActions: null, scenario: s }).map((x) => x.text)).toHaveLength(1);
    }
    expect(taskEntities({ goldActions: null, scenario: "You are Emma Kim\nYour user id" }).map((x) => x.text)).toEqual(["Emma Kim"]);
    expect(taskEntities({ goldActions: null, scenario: "You are a team member who needs help." })).toEqual([]);
  });

  it("user id (τ-bench v1), no duplicates across sources, nothing → []", () => {
    const e = taskEntities({ goldActions: [gold("get_user_details", { user_id: "mia_li_3668" })], scenario: "You are mia_li_3668.", userId: "mia_li_3668" });
    expect(e).toEqual([{ text: "mia_li_3668", tokens: ["mia_li_3668"], source: "gold-action" }]);
    expect(taskEntities({ goldActions: null })).toEqual([]);
    expect(taskEntities({ goldActions: [], scenario: null, userId: null })).toEqual([]);
  });
});

describe("conversationTokens, namedEntities, namesAnyEntity", () => {
  const c = {
    messages: msgs(["system", "policy example: user id example_user_1234"], ["user", "Hi, I am Emma Kim."], ["tool", `{"reservation_id": "EHGLP3"}`]),
    toolCalls: calls(["get_user_details", { user_id: "emma_kim_9957", nested: { list: ["#W1234"] } }]),
  };
  const entities = [
    { text: "Emma Kim", tokens: ["emma", "kim"], source: "scenario" as const },
    { text: "EHGLP3", tokens: ["ehglp3"], source: "scenario" as const },
    { text: "example_user_1234", tokens: ["example_user_1234"], source: "scenario" as const },
    { text: "Emma Stone", tokens: ["emma", "stone"], source: "scenario" as const },
  ];

  it("user, assistant and tool text and call arguments count; the system prompt does not", () => {
    const tokens = conversationTokens(c);
    expect(tokens.has("emma_kim_9957")).toBe(true);
    expect(tokens.has("#w1234")).toBe(true);
    expect(tokens.has("ehglp3")).toBe(true);
    expect(tokens.has("example_user_1234")).toBe(false);
    expect([...conversationTokens(c, new Set(["kim", "nothing"]))]).toEqual(["kim"]);
  });

  it("an entity is named when all its tokens occur", () => {
    expect(namedEntities(entities, conversationTokens(c)).map((e) => e.text)).toEqual(["Emma Kim", "EHGLP3"]);
  });

  it("namesAnyEntity gives the same answer as namedEntities over conversationTokens (fast path or not)", () => {
    for (const subset of [[entities[0]], [entities[1]], [entities[2]], [entities[3]], [entities[2], entities[3]], entities, []]) {
      expect(namesAnyEntity(c, subset)).toBe(namedEntities(subset, conversationTokens(c)).length > 0);
    }
    // spelled differently from the task: found by the tokenised path
    expect(namesAnyEntity({ messages: msgs(["user", "my reservation is ehglp3"]), toolCalls: [] }, [{ text: "EHGLP3", tokens: ["ehglp3"], source: "scenario" }])).toBe(true);
    // a spelling inside a longer token is not the token
    expect(namesAnyEntity({ messages: msgs(["user", "order #W12345"]), toolCalls: [] }, [{ text: "#W1234", tokens: ["#w1234"], source: "scenario" }])).toBe(false);
    expect(namesAnyEntity({ messages: msgs(["user", "order #W1234."]), toolCalls: [] }, [{ text: "#W1234", tokens: ["#w1234"], source: "scenario" }])).toBe(true);
  });

  it("arguments nested 10,000 levels deep are scanned without overflowing the stack", () => {
    let v: unknown = "deep_user_4242";
    for (let i = 0; i < 10_000; i++) v = { next: [v] };
    const deep = { messages: [], toolCalls: calls(["w", { payload: v }]) };
    expect(conversationTokens(deep).has("deep_user_4242")).toBe(true);
    const e = [{ text: "deep_user_4242", tokens: ["deep_user_4242"], source: "scenario" as const }];
    expect(namesAnyEntity(deep, e)).toBe(true);
    expect(taskEntities({ goldActions: [gold("w", { payload: { user_id: "x" }, more: v as Record<string, unknown> })] }).map((x) => x.text)).toEqual([]);
    let w: unknown = { user_id: "deep_user_4242" };
    for (let i = 0; i < 10_000; i++) w = [w];
    expect(taskEntities({ goldActions: [gold("w", { payload: w })] }).map((x) => x.text)).toEqual(["deep_user_4242"]);
  });
});

describe("TaskEntityIndex.fits", () => {
  it("ranks other tasks by share of their entities named, then by count, then file order", () => {
    const idx = new TaskEntityIndex([
      { id: "a", goldActions: [gold("g", { user_id: "ann_lee_1001", order_id: "#W1" })] },
      { id: "b", goldActions: [gold("g", { user_id: "bob_ray_2002" })] },
      { id: "c", goldActions: [gold("g", { user_id: "bob_ray_2002", order_id: "#W3" })] },
      { id: "d", goldActions: [] },
    ]);
    const fits = idx.fits(new Set(["bob_ray_2002", "#w3"]));
    expect(fits.map((f) => [f.taskId, f.share])).toEqual([["c", 1], ["b", 1]]);
    expect(idx.fits(new Set(["bob_ray_2002", "#w3"]), "c").map((f) => f.taskId)).toEqual(["b"]);
    expect(idx.fits(new Set())).toEqual([]);
  });
});

describe.skipIf(!DATA_DIR)(`task entities of real files (${DATA_DIR ? "present" : SKIP_MESSAGE})`, () => {
  it("the loaders give the scenario text (τ² structured instructions, τ-bench v1 instruction and user id)", () => {
    const airline = loadRealRun("airline");
    expect(airline.tasks[0].scenario).toMatch(/^You are Noah Muller\.\nYour user id is noah_muller_9847\./);
    const tau1 = loadRealRun("tau1");
    expect(tau1.tasks[0]).toMatchObject({ userId: "mia_li_3668" });
    expect(tau1.tasks[0].scenario).toMatch(/^You are mia_li_3668\./);
    expect(taskEntities(airline.tasks[0]).map((e) => e.text)).toContain("Noah Muller");
  });

  it("every task of the shared τ² and τ-bench v1 files names at least one entity", () => {
    for (const key of ["airline", "retail", "toolorchestra", "telecom", "tau1"] as const) {
      const r = loadRealRun(key);
      const without = r.tasks.filter((t) => taskEntities(t).length === 0).map((t) => t.id);
      expect(without, key).toEqual([]);
    }
  });
});
