// moderncv in its casual style.
import { renderModerncv } from './moderncv.mjs';

export const render = (person, outBase) => renderModerncv('casual', person, outBase);
