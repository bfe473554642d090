/**
 * A distance as a person reads it in their language: metres (to 10 m) below one kilometre,
 * kilometres with one decimal below ten, whole kilometres beyond ("250 m", "1,2 km", "14 km").
 */
export function distanceText(metres: number, language: string): string {
  if (metres < 995) {
    const rounded = metres < 10 ? Math.round(metres) : Math.round(metres / 10) * 10;
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'meter', unitDisplay: 'short' }).format(
      rounded,
    );
  }
  const km = metres / 1000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: km < 9.95 ? 1 : 0,
  }).format(km);
}

const COMPASS_POINTS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** The nearest of the eight compass points to a bearing (its text comes from the translations). */
export function compassPointOf(bearing: number): CompassPoint {
  const index = Math.round((((bearing % 360) + 360) % 360) / 45) % 8;
  return COMPASS_POINTS[index] as CompassPoint;
}
