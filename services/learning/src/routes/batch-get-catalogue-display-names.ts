import type { MessageInitShape } from "@bufbuild/protobuf";
import type {
  BatchGetCatalogueDisplayNamesRequest,
  BatchGetCatalogueDisplayNamesResponseSchema,
} from "@sumwise/gen/learning/v1/catalogue_names_pb";
import { fieldViolations } from "@sumwise/kit";
import { findLearningPath, findPart } from "../course-structure.js";

const MAX_NAMES = 200;

/** Display names of lessons and topics (ActivityService only: its ledger holds resource names). */
export function batchGetCatalogueDisplayNames() {
  return async (
    req: BatchGetCatalogueDisplayNamesRequest,
  ): Promise<MessageInitShape<typeof BatchGetCatalogueDisplayNamesResponseSchema>> => {
    if (req.names.length > MAX_NAMES) throw fieldViolations({ names: `Ask for at most ${MAX_NAMES} names at once.` });
    const displayNames: Record<string, string> = {};
    for (const name of req.names) {
      const found = name.includes("/learningPaths/")
        ? findLearningPath(name)?.path.displayName
        : findPart(name)?.part.partDisplayName;
      if (found) displayNames[name] = found;
    }
    return { displayNames };
  };
}
