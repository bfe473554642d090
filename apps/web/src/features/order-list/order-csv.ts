/** The export's file name, dated by the day it was made: 'bestellungen-2026-11-24.csv'. */
export function csvFileName(now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `bestellungen-${day}.csv`;
}
