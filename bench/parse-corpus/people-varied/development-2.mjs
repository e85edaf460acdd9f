// Hand-written people for the development layouts of round 22 (see index.mjs).
export const PEOPLE = [];
