// Awesome-CV (the FRESH format's 'awesome' theme), its resume example, compiled with XeLaTeX
// (render/fresh/common.mjs).
import { renderAwesome } from '../fresh/common.mjs';

export const render = (person, outBase) => renderAwesome(person, 'resume', outBase);
