export * from "./goalDrift";
export * from "./tide";
