/**
 * Where a piece of text's leading bold words end, when words in another weight follow them
 * ('Nurse Manager' in bold, then 'Ironbridge Hospital'): one rule for PDF runs and Word runs.
 */
type WeightedRun = { text: string; bold: boolean };

/** The index of the last leading bold run, or -1 when the runs are not bold words then others only. */
export function leadingBoldEnd(runs: readonly WeightedRun[]): number {
  const inked = runs.filter((r) => r.text.trim() !== '');
  const firstRegular = inked.findIndex((r) => !r.bold);
  if (firstRegular < 1 || inked.slice(firstRegular).some((r) => r.bold)) return -1;
  return runs.indexOf(inked[firstRegular - 1] as WeightedRun);
}
