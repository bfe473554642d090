/**
 * LIKE and ILIKE patterns from what a person typed: `%`, `_` and `\` are matched as themselves,
 * never as wildcards, so a search for '100%' finds '100%' and not everything starting with '100'.
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches anything containing the text. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
