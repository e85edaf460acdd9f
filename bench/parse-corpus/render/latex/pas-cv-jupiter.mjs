// pas-cv's 'jupiter' model: a curved band down the left, the wanted job in a banner.
import { renderPasCv } from './pas-cv.mjs';

export const render = (person, outBase) => renderPasCv('jupiter', { dateStyle: 'mon', dash: ' -- ' }, person, outBase);
