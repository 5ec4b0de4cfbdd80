const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are checked before they reach a uuid column: anything else is simply not found. */
export const isUuid = (value: string): boolean => UUID.test(value);
