// The FRESH format's 'compact' theme as the Word 2003 XML document it writes, saved as .docx and printed
// by LibreOffice (render/fresh/common.mjs).
import { renderWordDoc } from '../fresh/common.mjs';

export const render = (person, outBase) => renderWordDoc(person, 'compact', outBase);
