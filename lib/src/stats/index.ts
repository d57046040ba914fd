export * from "./measurement";
export * from "./published";
