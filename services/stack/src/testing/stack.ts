import type { DescService } from "@bufbuild/protobuf";
import { type Client, createClient } from "@connectrpc/connect";
import { createConnectTransport, createGrpcWebTransport } from "@connectrpc/connect-node";
import type { DatabaseHandle } from "@sumwise/kit";
import { startMailCatcher } from "../mail-catcher.js";
import { type RunningStack, startStack } from "../stack.js";
import { testEnv } from "./identity.js";

/** The whole product on free ports over the given database, as `make start` runs it. */
export async function startTestStack(
  database: DatabaseHandle,
  env: Record<string, string> = {},
): Promise<RunningStack> {
  const mailCatcher = await startMailCatcher(0);
  try {
    const stack = await startStack({
      env: { ...testEnv, ...env },
      database,
      servicePort: 0,
      gatewayPort: 0,
      mailCatcher,
    });
    return {
      ...stack,
      stop: async () => {
        await stack.stop();
        await mailCatcher.stop();
      },
    };
  } catch (error) {
    await mailCatcher.stop();
    throw error;
  }
}

/** A Node client speaking the Connect protocol (as services do to each other). */
export function connectClientOf<T extends DescService>(service: T, baseUrl: string): Client<T> {
  return createClient(service, createConnectTransport({ baseUrl, httpVersion: "1.1" }));
}

/** A Node client speaking gRPC-web (as the browser does), e.g. through the gateway. */
export function grpcWebClientOf<T extends DescService>(service: T, baseUrl: string): Client<T> {
  return createClient(service, createGrpcWebTransport({ baseUrl, httpVersion: "1.1" }));
}
