// Hand-written people for the development layouts of round 21 (see index.mjs).
export const PEOPLE = [];
