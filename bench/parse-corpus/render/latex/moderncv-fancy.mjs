// moderncv in its fancy style.
import { renderModerncv } from './moderncv.mjs';

export const render = (person, outBase) => renderModerncv('fancy', person, outBase);
