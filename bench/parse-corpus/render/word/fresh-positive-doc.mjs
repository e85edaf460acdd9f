// The FRESH format's 'positive' theme as the Word 2003 XML document it writes, saved as .docx and printed
// by LibreOffice (render/fresh/common.mjs).
import { renderWordDoc } from '../fresh/common.mjs';

export const render = (person, outBase) => renderWordDoc(person, 'positive', outBase);
