// Spec §9: dates are shown with the German locale whatever the interface language.
const germanDate = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** `2023-02-23` → `23.02.2023` */
export function formatDate(isoDate: string): string {
  return germanDate.format(new Date(`${isoDate}T12:00:00`));
}
