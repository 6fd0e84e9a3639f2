/** Every template of every strand, in strand order. */
import type { Template } from "../core/types.js";
import { templates as algebra } from "./algebra/index.js";
import { templates as geometry } from "./geometry/index.js";
import { templates as number } from "./number/index.js";
import { templates as probability } from "./probability/index.js";
import { templates as ratio } from "./ratio/index.js";
import { templates as statistics } from "./statistics/index.js";

export const templatesByStrand: Readonly<Record<string, readonly Template[]>> = {
  number,
  algebra,
  ratio,
  geometry,
  probability,
  statistics,
};

export const allTemplates: readonly Template[] = Object.values(templatesByStrand).flat();
