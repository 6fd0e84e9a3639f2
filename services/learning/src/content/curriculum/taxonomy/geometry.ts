/** Geometry and measures strand topics. */
import { HIGHER_ONLY, strand, sub } from "./define.js";

export const geometryStrand = strand("geometry", "Geometry and measures", [
  [
    sub("measures", "Units and measures"),
    [
      ["reading-scales", "Reading scales", 1, 3],
      ["time", "Time and timetables", 1, 4],
      ["metric-units", "Converting metric units", 1, 5],
      ["imperial-units", "Metric and imperial units", 3, 5, { regions: ["UK", "US"] }],
    ],
  ],
  [
    sub("angles", "Angles"),
    [
      ["angle-types", "Types of angle", 1, 3],
      ["angle-facts", "Angles on a line and around a point", 1, 5],
      ["angles-triangles-quadrilaterals", "Angles in triangles and quadrilaterals", 2, 6],
      ["angles-parallel-lines", "Angles and parallel lines", 4, 7],
      ["angles-polygons", "Angles in polygons", 4, 7],
      ["bearings", "Bearings", 5, 7],
    ],
  ],
  [
    sub("shapes", "Properties of shapes"),
    [
      ["shape-properties-2d", "Properties of 2D shapes", 1, 4],
      ["symmetry", "Line and rotational symmetry", 1, 4],
      ["circle-parts", "Parts of a circle", 2, 5],
      ["constructions-loci", "Constructions and loci", 5, 7],
      ["congruence", "Congruent triangles", 6, 8],
      ["circle-theorems", "Circle theorems", 8, 8, HIGHER_ONLY],
    ],
  ],
  [
    sub("area", "Perimeter and area"),
    [
      ["perimeter", "Perimeter", 1, 5],
      ["area-rectangles-triangles", "Area of rectangles and triangles", 1, 5],
      ["area-parallelograms-trapezia", "Area of parallelograms and trapezia", 3, 6],
      ["compound-area", "Area of compound shapes", 3, 6],
      ["circles", "Circumference and area of circles", 4, 7],
      ["arcs-sectors", "Arcs and sectors", 6, 8],
    ],
  ],
  [
    sub("solids", "3D shapes and volume"),
    [
      ["shape-properties-3d", "Faces, edges and vertices", 1, 4],
      ["plans-elevations-nets", "Plans, elevations and nets", 3, 6],
      ["volume-cuboids", "Volume of cuboids", 1, 5],
      ["surface-area", "Surface area", 4, 7],
      ["volume-prisms-cylinders", "Volume of prisms and cylinders", 5, 7],
      ["volume-cones-spheres", "Cones, spheres and pyramids", 7, 8],
      ["frustums-composite-solids", "Frustums and composite solids", 7, 8],
    ],
  ],
  [
    sub("transformations", "Transformations and vectors"),
    [
      ["translations", "Translations", 1, 5],
      ["reflections", "Reflections", 1, 5],
      ["rotations", "Rotations", 3, 6],
      ["enlargements", "Enlargements", 4, 7],
      ["vectors", "Column vectors", 5, 7],
      ["vector-proof", "Vector geometry", 8, 8, HIGHER_ONLY],
    ],
  ],
  [
    sub("similarity", "Similarity"),
    [
      ["similar-shapes", "Similar shapes", 5, 7],
      ["similar-area-volume", "Area and volume of similar shapes", 7, 8, HIGHER_ONLY],
    ],
  ],
  [
    sub("triangles", "Pythagoras and trigonometry"),
    [
      ["pythagoras", "Pythagoras' theorem", 5, 7],
      ["trigonometry", "Trigonometry in right-angled triangles", 6, 8],
      ["exact-trig-values", "Exact trigonometric values", 7, 8],
      ["sine-cosine-rules", "The sine and cosine rules", 8, 8, HIGHER_ONLY],
      ["area-sine", "Area of a triangle using ½ab sin C", 8, 8, HIGHER_ONLY],
      ["pythagoras-trig-3d", "Pythagoras and trigonometry in 3D", 8, 8, HIGHER_ONLY],
    ],
  ],
]);
