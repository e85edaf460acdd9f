// komacv (TeX Live) in its casual style: the same person and commands as komacv.mjs, set the way
// this style sets its header, section headings and date column.
import { renderKomacv } from './komacv.mjs';

export const render = (person, outBase) => renderKomacv('casual', person, outBase);
