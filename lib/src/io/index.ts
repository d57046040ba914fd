export * from "./model";
export * from "./errors";
export * from "./tide";
