// moderncv in its oldstyle style.
import { renderModerncv } from './moderncv.mjs';

export const render = (person, outBase) => renderModerncv('oldstyle', person, outBase);
