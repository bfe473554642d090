/**
 * Spec §8: copying reports 'successful' or 'unsuccessful'; an exception is 'Oops, unable to copy'.
 * The Clipboard API first; where it is missing or refused, the older copy command.
 */
export type CopyOutcome = 'successful' | 'unsuccessful' | 'failed';

function copyWithCommand(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    return document.execCommand('copy');
  } finally {
    field.remove();
  }
}

export async function copyLink(text: string): Promise<CopyOutcome> {
  try {
    if (navigator.clipboard?.writeText) {
      try {
        await navigator.clipboard.writeText(text);
        return 'successful';
      } catch {
        // Permission refused or no focus: the copy command may still work.
      }
    }
    return copyWithCommand(text) ? 'successful' : 'unsuccessful';
  } catch (error) {
    console.warn('Oops, unable to copy', error);
    return 'failed';
  }
}
