export * from "./model";
export * from "./errors";
