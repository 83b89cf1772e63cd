/** A LIKE pattern for "contains this text": `%`, `_` and a backslash in it are the characters themselves, not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
