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
 */
export * from "./io";
export * from "./stats";
export * from "./drift";
export * from "./auv";
export * from "./diagnostics";
export * from "./plot";
