/**
 * The session answer's schema, in a module of its own so that get-profile.ts can load it (with zod)
 * on demand: the session query runs on the first page shown, which must not wait for zod.
 */
export { authProfileResponseSchema } from "@twl/contract";
