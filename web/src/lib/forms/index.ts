export { showServerProblems, useSessionForm } from "./use-session-form.js";
