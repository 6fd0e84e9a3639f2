// Pure rules of the learning domain. The question bank lives in ../content.
export {};
