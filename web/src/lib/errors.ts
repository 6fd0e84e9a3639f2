import { Code, ConnectError } from "@connectrpc/connect";
import { BadRequestSchema } from "@sumwise/gen/common/v1/common_pb";

/** Each field's message from a service's InvalidArgument error (see services/kit bad-request.ts). */
export function fieldProblemsOf(error: unknown): Record<string, string> {
  const connectError = ConnectError.from(error);
  if (connectError.code !== Code.InvalidArgument) return {};
  const problems: Record<string, string> = {};
  for (const detail of connectError.findDetails(BadRequestSchema)) {
    for (const violation of detail.fieldViolations) problems[violation.field] ??= violation.description;
  }
  return problems;
}

/** True when the request never got an answer from our services (offline, gateway down). */
export function isNetworkFailure(error: unknown): boolean {
  const code = ConnectError.from(error).code;
  return code === Code.Unavailable || code === Code.Unknown || code === Code.DeadlineExceeded;
}
