// moderncv with a head and body none of its styles pairs: head 6 (the name and title on the right,
// contact details in a block on the left) over body 2 (dates in the narrow left column in small
// type, each entry's description in a smaller block under its 'Title, Company, Place' line).
import { renderModerncv } from './moderncv.mjs';

export const render = (person, outBase) =>
  renderModerncv('empty', person, outBase, { dateStyle: 'mon', preamble: '\\moderncvhead[right]{6}\n\\moderncvbody{2}' });
