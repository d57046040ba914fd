export * from "./tau2";
export * from "./tide";
