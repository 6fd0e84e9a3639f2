import { templateSuite } from "./template-suite.js";

templateSuite("algebra");
