/**
 * Decides a file's type by its bytes (DESIGN decision 8): the name and the browser's MIME type
 * are whatever the uploader says they are, the magic numbers are not.
 */
import type { DocumentFormat } from './extracted-document';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: number[], offset = 0): boolean {
  if (bytes.length < offset + magic.length) return false;
  return magic.every((b, i) => bytes[offset + i] === b);
}

function includesBytes(bytes: Uint8Array, needle: Buffer): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle);
}

/** A zip whose entry names (local headers and central directory store them in clear) include word/document.xml. */
function isDocx(bytes: Uint8Array): boolean {
  return startsWith(bytes, ZIP_MAGIC) && includesBytes(bytes, Buffer.from('word/document.xml', 'latin1'));
}

/** An OLE2 compound file whose directory names a WordDocument stream (names are UTF-16LE). */
function isWordBinary(bytes: Uint8Array): boolean {
  return startsWith(bytes, OLE2_MAGIC) && includesBytes(bytes, Buffer.from('WordDocument', 'utf16le'));
}

export function detectFileType(bytes: Uint8Array): DocumentFormat | null {
  // Some producers put junk (a BOM, whitespace) before %PDF-; readers accept it within the first KB.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024));
  if (startsWith(bytes, PDF_MAGIC) || head.indexOf('%PDF-', 0, 'latin1') >= 0) return 'pdf';
  if (isDocx(bytes)) return 'docx';
  if (isWordBinary(bytes)) return 'doc';
  return null;
}
