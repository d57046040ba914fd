/**
 * Goal drift on τ-bench-style conversations: write-tool sets, alignment of writes to gold actions,
 * GD^track / GD^stock, per-conversation rows, aggregates by group and reward, no self-healing, data quality,
 * agreement with the official action checks, and one entry point (analyzeDrift).
 */
export * from "./writeTools";
export * from "./jsonEqual";
export * from "./alignment";
export * from "./gd";
export * from "./rewardGroup";
export * from "./conversationDrift";
export * from "./aggregateDrift";
export * from "./noSelfHealing";
export * from "./officialAgreement";
export * from "./dataQuality";
export * from "./analyzeDrift";
export { conversationTokens, namedEntities, namesAnyEntity, taskEntities, tokensOf, type TaskEntity, type TaskFit } from "./taskEntities";
export {
  writeToolVariants,
  type WriteCallDifference,
  type WriteToolVariant,
  type WriteToolVariantKind,
  type WriteToolVariantOptions,
} from "./writeToolVariants";
