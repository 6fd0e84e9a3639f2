/** Geometry and measures strand templates (see ../../README.md). */
import type { Template } from "../../core/types.js";
import { areaMissingLength, areaRectanglesTriangles } from "./area-basic.js";
import { areaParallelogram, areaTrapezium } from "./area-quadrilaterals.js";
import { compoundAreaL, compoundAreaShaded } from "./compound-area.js";
import { perimeterBasic, perimeterCompound } from "./perimeter.js";

export const templates: Template[] = [
  perimeterBasic,
  perimeterCompound,
  areaRectanglesTriangles,
  areaMissingLength,
  areaParallelogram,
  areaTrapezium,
  compoundAreaL,
  compoundAreaShaded,
];
