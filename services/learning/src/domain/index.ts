// Pure rules of the learning domain (spec §4, §5, §9). The question bank lives in ../content; rules the
// web shares (quiz pass mark, course progress, messages) live in @sumwise/rules.
export * from "./answer-examples.js";
export * from "./completion.js";
export * from "./item-status.js";
export * from "./package-plan.js";
export * from "./practice.js";
export * from "./quiz-outcome.js";
export * from "./relay-backoff.js";
export * from "./submission.js";
export * from "./task-completion.js";
