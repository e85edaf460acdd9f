// The FRESH format's 'compact' theme: its page for print, printed by Chromium (common.mjs).
import { renderHtmlTheme } from './common.mjs';

export const render = (person, outBase) => renderHtmlTheme(person, 'compact', outBase);
