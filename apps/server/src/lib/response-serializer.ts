import { isDeepStrictEqual } from "node:util";
import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

/**
 * Writes API answers from their zod response schema the way Fastify does natively: the schema is
 * turned into JSON Schema once and compiled by fast-json-stringify, which writes only the declared
 * fields (an extra field on the object never leaves the server). Checking every answer with zod
 * and then calling JSON.stringify cost a fifth of the CPU of a Discover page.
 *
 * With `crossCheck` (development and tests) every answer is also written through zod and the two
 * must hold the same JSON (keys may come in another order where a schema is an intersection), so a
 * schema the JSON Schema path would write differently fails the test that sends it. A schema JSON
 * Schema cannot express (a Date, a transform) keeps the zod serializer.
 */
export function responseSerializerCompiler(options: {
  crossCheck: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route: RouteSchema) => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const schema = route.schema;
    if (!(schema instanceof z.ZodType)) return viaZod;
    let write: (data: unknown) => string;
    try {
      write = fastJson(z.toJSONSchema(schema, { io: "output", target: "draft-7" }) as object);
    } catch {
      return viaZod;
    }
    if (!options.crossCheck) return write;
    return (data: unknown) => {
      const expected = viaZod(data);
      const written = write(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `Response of ${route.method} ${route.url} (${route.httpStatus}) is written differently from its zod schema:\n${written}\n${expected}`,
        );
      }
      return written;
    };
  };
}
