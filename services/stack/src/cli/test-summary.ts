import { existsSync, readFileSync } from "node:fs";

/**
 * Prints the one closing line CI reads, "N passed, N failed", from Vitest's JSON report (every
 * suite ran in that one run). A missing report means the run never got to the tests: a failure.
 */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

const reportPath = process.argv[2] ?? ".test-results/vitest.json";
// Vitest's exit status: it also fails a run for errors outside any test (an unhandled rejection),
// which the JSON report does not count. Such a run must not read "0 failed".
const vitestStatus = Number(process.argv[3] ?? "0");
if (!existsSync(reportPath)) {
  process.stdout.write("0 passed, 1 failed\n");
  process.exit(1);
}
const report = JSON.parse(readFileSync(reportPath, "utf8")) as VitestReport;
// A suite that failed to load has no failed test of its own, but it is a failure.
const counted = report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
const failed = counted === 0 && vitestStatus !== 0 ? 1 : counted;
if (failed > counted) process.stdout.write("Vitest failed the run outside any test (an unhandled error; see above).\n");
const skipped = report.numPendingTests + report.numTodoTests;
process.stdout.write(`${report.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`);
process.exit(failed > 0 ? 1 : 0);
