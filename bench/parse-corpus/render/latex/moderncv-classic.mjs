// moderncv in its classic style.
import { renderModerncv } from './moderncv.mjs';

export const render = (person, outBase) => renderModerncv('classic', person, outBase);
