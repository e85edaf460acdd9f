// The FRESH format's 'modern' theme: its page for print, printed by Chromium (common.mjs).
import { renderHtmlTheme } from './common.mjs';

export const render = (person, outBase) => renderHtmlTheme(person, 'modern', outBase);
