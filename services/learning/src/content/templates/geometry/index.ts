/** Geometry and measures strand templates (see ../../README.md). */
import type { Template } from "../../core/types.js";
import { perimeterBasic, perimeterCompound } from "./perimeter.js";

export const templates: Template[] = [perimeterBasic, perimeterCompound];
