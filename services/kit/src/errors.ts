import { Code, ConnectError } from "@connectrpc/connect";

export { Code, ConnectError };

export const invalidArgument = (message: string) => new ConnectError(message, Code.InvalidArgument);
export const notFound = (message: string) => new ConnectError(message, Code.NotFound);
export const permissionDenied = (message = "You do not have access to this.") =>
  new ConnectError(message, Code.PermissionDenied);
export const unauthenticated = (message = "Please log in.") => new ConnectError(message, Code.Unauthenticated);
export const alreadyExists = (message: string) => new ConnectError(message, Code.AlreadyExists);
export const failedPrecondition = (message: string) => new ConnectError(message, Code.FailedPrecondition);
