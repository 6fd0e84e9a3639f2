import { create } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import { BadRequestSchema } from "@sumwise/gen/common/v1/common_pb";

/**
 * InvalidArgument carrying every field's message (a typed BadRequest detail), so the client can put
 * each message beside its field. The error message itself is the first problem, for plain clients.
 */
export function fieldViolations(problems: Partial<Record<string, string>>): ConnectError {
  const violations = Object.entries(problems)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .map(([field, description]) => ({ field, description }));
  const first = violations[0]?.description ?? "The request is not valid.";
  return new ConnectError(first, Code.InvalidArgument, undefined, [
    { desc: BadRequestSchema, value: create(BadRequestSchema, { fieldViolations: violations }) },
  ]);
}
