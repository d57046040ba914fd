export * from "./measurement";
export * from "./published";
export * from "./random";
export * from "./point";
