import { createConnectQueryKey, useMutation } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { useQueryClient } from "@tanstack/react-query";

/** Renames a child (UpdateIndyAccount); the children list is refetched after. */
export function useRenameChild() {
  const queryClient = useQueryClient();
  return useMutation(IndyService.method.updateIndyAccount, {
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: IndyService.method.getChildLearnerAccounts, cardinality: "finite" }),
      }),
  });
}
