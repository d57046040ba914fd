export * from "./writeSequence";
export * from "./sequenceClasses";
export * from "./linearProgram";
export * from "./highsSolver";
export * from "./goalDriftConsistency";
export * from "./writesPerConversation";
export * from "./publishedTargets";
export * from "./definitionSurvey";
