// LIKE and ILIKE patterns from text a person typed (a search box, a filter): `%`, `_` and `\` in it match literally.

const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern matching values that hold `text` anywhere. */
export const contains = (text: string) => `%${literal(text)}%`;

/** A pattern matching values that start with `text`. */
export const startsWith = (text: string) => `${literal(text)}%`;
