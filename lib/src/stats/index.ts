export * from "./measurement";
export * from "./published";
export * from "./random";
