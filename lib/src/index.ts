/**
 * trajlab: judge LLM agents by their trajectories, not only by their final score.
 *
 * Organised by the question a metric answers:
 * - io: loaders that turn exported logs into one model (Run → Conversation → ToolCall)
 * - drift: goal drift on τ-bench-style conversations (GD^track, GD^stock, no self-healing)
 * - auv: area under the cumulative success curve, SR, loop ratio, memory index (TIDE)
 * - diagnostics: process metrics, loops, error propagation
 * - stats: measurement points, published-figure comparison, estimation
 * - plot: notebook display helpers (plotly figures and tables as HTML)
 * - consistency: can a set of published aggregates come from any real set of logs? (GRIM-style, integer programming)
 * - reconstruct: deterministic generators of logs consistent with published aggregates
 * - reproduce: published figures vs figures recomputed from logs
 */
export * from "./io";
export * from "./stats";
export * from "./drift";
export * from "./auv";
export * from "./events";
export * from "./diagnostics";
export * from "./plot";
export * from "./consistency";
export * from "./reconstruct";
export * from "./reproduce";
export * from "./probes";
