/** Geometry and measures strand templates (see ../../README.md). */
import type { Template } from "../../core/types.js";
import { angleFacts, angleFactsAlgebra, angleTypes } from "./angles-basic.js";
import { bearings, parallelLineAngles } from "./angles-parallel.js";
import { polygonAngleSum, regularPolygonAngles } from "./angles-polygons.js";
import { anglesInQuadrilaterals, anglesInTriangles } from "./angles-shapes.js";
import { arcLength, sectorArea } from "./arcs-sectors.js";
import { areaMissingLength, areaRectanglesTriangles } from "./area-basic.js";
import { areaParallelogram, areaTrapezium } from "./area-quadrilaterals.js";
import { circleParts } from "./circle-parts.js";
import { circleTheoremAngles, circleTheoremTwoStep } from "./circle-theorems.js";
import { circleArea, circleCircumference, circleExactPi, circleReverse } from "./circles.js";
import { compoundAreaL, compoundAreaShaded } from "./compound-area.js";
import { coneVolumeArea, pyramidVolume, sphereVolumeArea } from "./cones-spheres.js";
import { congruentTriangles, lociDescribe, lociRegions } from "./congruence-loci.js";
import { describeEnlargement, describeReflection, describeRotation } from "./describe-transformations.js";
import { elevationDepression } from "./elevation-depression.js";
import { compositeSolidVolume, frustumVolume } from "./frustums-composite.js";
import { areaVolumeUnits, imperialUnits, metricConversion, readingScales } from "./measures.js";
import { areaSine, cosineRule, sineRule, trig3d } from "./non-right-trig.js";
import { perimeterBasic, perimeterCompound } from "./perimeter.js";
import { cubeStackElevations, netsOfSolids } from "./plans-nets.js";
import { surfaceAreaPrismCylinder, volumeCylinder, volumePrism } from "./prisms-cylinders.js";
import { pythagorasApplied, pythagorasSides } from "./pythagoras.js";
import { shapeProperties2d, symmetry } from "./shapes-2d.js";
import { similarAreaVolume, similarLengths } from "./similarity.js";
import { facesEdgesVertices, surfaceAreaCuboid, volumeCuboid, volumeCuboidReverse } from "./solids.js";
import { clockTimes, timeDurations } from "./time.js";
import { enlargement, reflection, rotation, translation } from "./transformations.js";
import { exactTrigValues, trigFindAngle, trigFindSide } from "./trigonometry.js";
import { columnVectors, vectorGeometry } from "./vectors.js";

export const templates: Template[] = [
  perimeterBasic,
  perimeterCompound,
  areaRectanglesTriangles,
  areaMissingLength,
  areaParallelogram,
  areaTrapezium,
  compoundAreaL,
  compoundAreaShaded,
  circleCircumference,
  circleArea,
  circleExactPi,
  circleReverse,
  arcLength,
  sectorArea,
  facesEdgesVertices,
  netsOfSolids,
  cubeStackElevations,
  volumeCuboid,
  volumeCuboidReverse,
  surfaceAreaCuboid,
  volumePrism,
  volumeCylinder,
  surfaceAreaPrismCylinder,
  sphereVolumeArea,
  coneVolumeArea,
  pyramidVolume,
  frustumVolume,
  compositeSolidVolume,
  angleTypes,
  angleFacts,
  angleFactsAlgebra,
  anglesInTriangles,
  anglesInQuadrilaterals,
  regularPolygonAngles,
  polygonAngleSum,
  parallelLineAngles,
  bearings,
  readingScales,
  timeDurations,
  clockTimes,
  metricConversion,
  areaVolumeUnits,
  imperialUnits,
  shapeProperties2d,
  symmetry,
  circleParts,
  translation,
  reflection,
  rotation,
  enlargement,
  describeReflection,
  describeRotation,
  describeEnlargement,
  columnVectors,
  vectorGeometry,
  pythagorasSides,
  pythagorasApplied,
  trigFindSide,
  trigFindAngle,
  exactTrigValues,
  elevationDepression,
  sineRule,
  cosineRule,
  areaSine,
  trig3d,
  similarLengths,
  similarAreaVolume,
  congruentTriangles,
  lociDescribe,
  lociRegions,
  circleTheoremAngles,
  circleTheoremTwoStep,
];
