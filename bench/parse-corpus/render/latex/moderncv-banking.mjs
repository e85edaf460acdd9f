// moderncv in its banking style.
import { renderModerncv } from './moderncv.mjs';

export const render = (person, outBase) => renderModerncv('banking', person, outBase);
