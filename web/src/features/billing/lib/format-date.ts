/** Dates on the plan card, e.g. "December 1, 2026"; UTC, since month resets and periods are counted in UTC. */
export function formatPlanDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
