/**
 * Page geometry shared by the preview, the fitting search and the print page.
 *
 * SPEC point 9 gives two kinds of figures: the printed page (US Letter, 0.5 in margins, at most
 * 10 in of content) and the preview box the text is fitted to (675 px tall for a resume, 580 px for
 * a letter). We tie them together by proportion: the preview content box has the printed content
 * box's aspect ratio (7.5 in × 10 in = 720 × 960 CSS px at 96 dpi), so a 675 px tall box is
 * 506.25 px wide. The document is laid out at that width in the preview, and the print page shows
 * the very same layout zoomed by 960 / 675 ≈ 1.42, less 1 % of slack (CSS `zoom` in the print page).
 * Every length inside a template is in `em`, so zooming changes no line break: a resume fitted to
 * 675 px in the preview fills at most 950 px of the 960 px page. A letter fitted to 580 px
 * prints at most 817 px tall, leaving the usual space at the foot of a letter.
 */

export const RESUME_TARGET_HEIGHT_PX = 675;
export const COVER_LETTER_TARGET_HEIGHT_PX = 580;

/** SPEC point 9: "between about 8 and 18 px, rounded to half pixels". */
export const MIN_FONT_SIZE_PX = 8;
export const MAX_FONT_SIZE_PX = 18;

/** The printed content box: 8.5 × 11 in Letter less 0.5 in on every side, at 96 CSS px per inch. */
export const PRINT_CONTENT_WIDTH_PX = 720;
export const PRINT_CONTENT_HEIGHT_PX = 960;
export const PAGE_MARGIN_IN = 0.5;

/** The preview's layout width: the printed content box scaled so its height is the resume target. */
export const PREVIEW_SCALE = RESUME_TARGET_HEIGHT_PX / PRINT_CONTENT_HEIGHT_PX;
export const PREVIEW_CONTENT_WIDTH_PX = PRINT_CONTENT_WIDTH_PX * PREVIEW_SCALE;

/**
 * How much the print page zooms the preview layout: 960 / 675, less 1 %. The 1 % is slack for
 * browsers whose text at the zoomed size comes out a hair wider or taller than the preview's; it
 * leaves the printed page 7 px narrower and at least 9 px short of the page, which no one sees.
 */
export const PRINT_SLACK = 0.99;
export const PRINT_ZOOM = PRINT_SLACK / PREVIEW_SCALE;

/** The whole sheet at preview scale, for an on-screen paper look. */
export const PREVIEW_SHEET_WIDTH_PX = 8.5 * 96 * PREVIEW_SCALE;
export const PREVIEW_SHEET_HEIGHT_PX = 11 * 96 * PREVIEW_SCALE;
export const PREVIEW_SHEET_PADDING_PX = PAGE_MARGIN_IN * 96 * PREVIEW_SCALE;

export type DocumentKind = 'resume' | 'cover_letter';

export function targetHeightFor(kind: DocumentKind): number {
  return kind === 'resume' ? RESUME_TARGET_HEIGHT_PX : COVER_LETTER_TARGET_HEIGHT_PX;
}
