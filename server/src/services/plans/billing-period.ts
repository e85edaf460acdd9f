/** Generations are counted per calendar month in UTC (DESIGN decision 3). */
export function usagePeriod(now: Date): { period: string; resetsAt: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    period: `${year}-${String(month + 1).padStart(2, '0')}`,
    resetsAt: new Date(Date.UTC(year, month + 1, 1)),
  };
}
