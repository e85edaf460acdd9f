// pas-cv's 'saturne' model: a shaded column band behind the page, the wanted job in a banner.
import { renderPasCv } from './pas-cv.mjs';

export const render = (person, outBase) => renderPasCv('saturne', { dateStyle: 'num', dash: ' - ' }, person, outBase);
