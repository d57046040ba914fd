/**
 * The header of a τ² results document (a single Results file, or a results directory's `results.json`): the run's
 * `info` (domain, models, number of trials) and its embedded `tasks` with their gold actions.
 *
 * One bad part never takes the good parts: a header field of the wrong type is reported (an `ignored-part`
 * warning) and read as missing; a task that cannot be read is set aside with its fault, so only the conversations
 * of that task are excluded (tau2Run.ts). Only a `tasks` value that is not a list at all is a fault of the file.
 */
import { TrajlabInputError } from "./errors";
import { domainFromFileName } from "./domainFromFileName";
import { expectId, expectObject, isObject, optionalArray, optionalInteger, optionalObject, optionalString } from "./fieldChecks";
import { LoadLog, faultOf, toolNameProblem } from "./loadLog";
import type { GoldAction, LoadFault, Task } from "./model";
import { indexPath, keyPath } from "./paths";
import { parseTau2Action, toolNameNote } from "./tau2Simulation";

/** The τ² domains a file name may name (τ²-bench's built-in domains). */
export const TAU2_DOMAINS: readonly string[] = ["airline", "retail", "telecom", "banking_knowledge", "mock"];

/** What the header of a τ² results document says. */
export interface Tau2Header {
  domain: string | null;
  agentModel: string | null;
  userModel: string | null;
  numTrials: number | null;
  tasks: Task[];
  taskById: Map<string, Task>;
  /** False when the document embeds no tasks (`tasks` missing, null or `[]`): gold actions are then unavailable. */
  tasksEmbedded: boolean;
  /** Why `tasks` is not embedded ("no \"tasks\" key", "\"tasks\": []"), or null when it is. */
  tasksMissing: string | null;
  /** Tasks that could not be read, by id (when the id itself was readable), with the fault. */
  badTasks: Map<string, LoadFault>;
}

/**
 * Read the header of a τ² results document.
 *
 * - `info`: domain from `info.environment_info.domain_name`, models from `info.agent_info.llm` /
 *   `info.user_info.llm`, trials from `info.num_trials`; a missing `info` is a `missing-part` warning, a field of
 *   the wrong type an `ignored-part` warning (the value is then null).
 * - `tasks`: each task's id (string or integer) and gold actions (`evaluation_criteria.actions`, null when the
 *   criteria or the actions are null). A malformed task goes to `badTasks`; a repeated task id keeps the first task
 *   (a warning when both are equal, else the id goes to `badTasks`: which gold actions apply is unknowable). A gold
 *   action whose tool name cannot be a real one is a `suspicious-value` warning naming the tool.
 *
 * @param file the file (for errors and warnings)
 * @param root the document's root object
 * @param log receives the warnings
 * @returns the header
 * @throws {TrajlabInputError} `wrong-type` at `tasks` when it is present and not an array
 * @example
 * parseTau2Header("r.json", { tasks: [{ id: 1, evaluation_criteria: null }] }, new LoadLog()).tasks[0].id; // "1"
 */
export function parseTau2Header(file: string, root: Record<string, unknown>, log: LoadLog): Tau2Header {
  let domain: string | null = null;
  let agentModel: string | null = null;
  let userModel: string | null = null;
  let numTrials: number | null = null;
  const lenient = <T>(read: () => T, fallback: T, p: string): T => {
    try {
      return read();
    } catch (e) {
      if (!(e instanceof TrajlabInputError)) throw e;
      log.warn("ignored-part", file, p, `a header field of the wrong type, read as missing: ${e.detail}`, null);
      return fallback;
    }
  };
  if (root.info === undefined || root.info === null) {
    const wrapper = wrapperFields(root);
    domain = wrapper.domain ?? domainFromFileName(file, TAU2_DOMAINS);
    agentModel = wrapper.agentModel;
    userModel = wrapper.userModel;
    numTrials = wrapper.numTrials;
    const unknown = [
      domain === null ? "the domain" : null,
      agentModel === null ? "the agent" : null,
      userModel === null ? "the user model" : null,
      numTrials === null ? "the number of trials" : null,
    ].filter((x): x is string => x !== null);
    if (unknown.length > 0) {
      log.warn(
        "missing-part",
        file,
        "info",
        `the file has no "info": ${listed(unknown)} ${unknown.length === 1 ? "is" : "are"} unknown` +
          (domain === null ? " (metrics that need the domain's write tools need them given explicitly)" : ""),
        null,
      );
    }
    if (wrapper.read.length > 0) {
      log.warn("derived", file, "$", `the file has no "info": ${wrapper.read.join(", ")} read from its top-level fields (a custom wrapper of the simulations)`, null);
    }
    if (wrapper.domain === null && domain !== null) {
      log.warn("derived", file, "info", `the domain ${JSON.stringify(domain)} is taken from the file name (the file does not record it)`, null);
    }
  } else {
    const info = lenient(() => optionalObject(root.info, file, "info"), null, "info");
    if (info !== null) {
      const env = lenient(() => optionalObject(info.environment_info, file, "info.environment_info"), null, "info.environment_info");
      if (env !== null) domain = lenient(() => optionalString(env.domain_name, file, "info.environment_info.domain_name"), null, "info.environment_info.domain_name");
      const agent = lenient(() => optionalObject(info.agent_info, file, "info.agent_info"), null, "info.agent_info");
      if (agent !== null) agentModel = lenient(() => optionalString(agent.llm, file, "info.agent_info.llm"), null, "info.agent_info.llm");
      const user = lenient(() => optionalObject(info.user_info, file, "info.user_info"), null, "info.user_info");
      if (user !== null) userModel = lenient(() => optionalString(user.llm, file, "info.user_info.llm"), null, "info.user_info.llm");
      numTrials = lenient(() => optionalInteger(info.num_trials, file, "info.num_trials"), null, "info.num_trials");
    }
  }

  const rawTasks = optionalArray(root.tasks, file, "tasks") ?? [];
  const tasksMissing = root.tasks === undefined ? 'no "tasks" key' : root.tasks === null ? '"tasks": null' : rawTasks.length === 0 ? '"tasks": []' : null;
  const tasks: Task[] = [];
  const taskById = new Map<string, Task>();
  const badTasks = new Map<string, LoadFault>();
  const rawIndex = new Map<string, number>();
  for (let i = 0; i < rawTasks.length; i++) {
    const p = indexPath("tasks", i);
    const raw = rawTasks[i];
    const id = isObject(raw) && (typeof raw.id === "string" || (typeof raw.id === "number" && Number.isInteger(raw.id))) ? String(raw.id) : null;
    let task: Task;
    try {
      task = parseTask(file, raw, p, log);
    } catch (e) {
      if (!(e instanceof TrajlabInputError)) throw e;
      if (id !== null && !taskById.has(id)) badTasks.set(id, faultOf(e));
      else log.warn("ignored-part", file, e.path, `a task that cannot be read, ignored: ${e.detail}`, null);
      continue;
    }
    const previous = taskById.get(task.id);
    if (previous !== undefined || badTasks.has(task.id)) {
      const where = previous !== undefined ? previous.path : "an earlier task";
      if (previous !== undefined && JSON.stringify(rawTasks[rawIndex.get(task.id) as number]) === JSON.stringify(raw)) {
        log.warn("ignored-part", file, keyPath(p, "id"), `a task repeated with the same content (also at ${where}): the first is used`, null);
      } else {
        if (previous !== undefined) {
          taskById.delete(task.id);
          tasks.splice(tasks.indexOf(previous), 1);
        }
        badTasks.set(task.id, {
          kind: "duplicate-id",
          file,
          path: keyPath(p, "id"),
          detail: `duplicate task id ${JSON.stringify(task.id)} (also at ${where}) with different content: which gold actions apply is unknown`,
        });
      }
      continue;
    }
    taskById.set(task.id, task);
    rawIndex.set(task.id, i);
    tasks.push(task);
  }
  return { domain, agentModel, userModel, numTrials, tasks, taskById, tasksEmbedded: tasksMissing === null, tasksMissing, badTasks };
}

/** The top-level header fields of a custom wrapper (`{domain, agent, model, simulations}`), and which were read. */
interface WrapperFields {
  domain: string | null;
  agentModel: string | null;
  userModel: string | null;
  numTrials: number | null;
  /** What was read, e.g. `domain "airline" ("domain")`. */
  read: string[];
}

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

/**
 * The header a custom wrapper of τ² simulations carries at its top level when it has no `info`: `domain`, the agent
 * (`agent` / `agent_name`) and its model (`model` / `agent_model` / `llm`; shown as `agent (model)` when both are
 * given), `user_model`, `num_trials`. Fields of another type are not read.
 *
 * @internal
 * @param root the document's root object
 * @returns the fields, null where absent
 * @example
 * wrapperFields({ domain: "airline", agent: "my-agent", model: "gpt-4o", simulations: [] }).agentModel; // "my-agent (gpt-4o)"
 * wrapperFields({ simulations: [] }).read; // []
 */
export function wrapperFields(root: Record<string, unknown>): WrapperFields {
  const read: string[] = [];
  const pick = (what: string, keys: string[]): string | null => {
    for (const k of keys) {
      const v = text(root[k]);
      if (v !== null) {
        read.push(`${what} ${JSON.stringify(v)} ("${k}")`);
        return v;
      }
    }
    return null;
  };
  const domain = pick("domain", ["domain", "domain_name"]);
  const agent = pick("agent", ["agent", "agent_name"]);
  const model = pick("agent model", ["model", "agent_model", "llm"]);
  const userModel = pick("user model", ["user_model"]);
  const trials = root.num_trials;
  let numTrials: number | null = null;
  if (typeof trials === "number" && Number.isInteger(trials) && trials > 0) {
    numTrials = trials;
    read.push(`number of trials ${trials} ("num_trials")`);
  }
  const agentModel = agent !== null && model !== null && agent !== model ? `${agent} (${model})` : (model ?? agent);
  return { domain, agentModel, userModel, numTrials, read };
}

function listed(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function parseTask(file: string, raw: unknown, p: string, log: LoadLog): Task {
  const t = expectObject(raw, file, p);
  const id = expectId(t.id, file, keyPath(p, "id"));
  const criteriaPath = keyPath(p, "evaluation_criteria");
  const criteria = optionalObject(t.evaluation_criteria, file, criteriaPath);
  let goldActions: GoldAction[] | null = null;
  if (criteria !== null) {
    const actionsPath = keyPath(criteriaPath, "actions");
    const actions = optionalArray(criteria.actions, file, actionsPath);
    if (actions !== null) {
      goldActions = new Array(actions.length);
      for (let a = 0; a < actions.length; a++) {
        const ap = indexPath(actionsPath, a);
        const action = parseTau2Action(file, actions[a], ap);
        const problem = toolNameProblem(action.name);
        if (problem !== null) log.warn("suspicious-value", file, keyPath(ap, "name"), `gold action ${toolNameNote(action.name, problem)}`, null);
        goldActions[a] = action;
      }
    }
  }
  return { id, goldActions, path: p, scenario: tau2ScenarioText(t.user_scenario) };
}

/**
 * The text of a τ² `user_scenario` (for Task.scenario): `instructions` when it is a string, else the string fields
 * known_info, reason_for_call, unknown_info and task_instructions of the structured form, joined by newlines; null
 * when there is none. Lenient: a field of another type is skipped, never an error (no metric depends on it alone).
 */
function tau2ScenarioText(scenario: unknown): string | null {
  const instructions = isObject(scenario) ? scenario.instructions : undefined;
  if (typeof instructions === "string") return instructions;
  if (!isObject(instructions)) return null;
  const parts = ["known_info", "reason_for_call", "unknown_info", "task_instructions"].map((k) => instructions[k]);
  const text = parts.filter((v): v is string => typeof v === "string").join("\n");
  return text.length > 0 ? text : null;
}
