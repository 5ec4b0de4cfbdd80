import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  createReaderListRequestSchema,
  readerListDetailResponseSchema,
  readerListResponseSchema,
  readerListsQuerySchema,
  readerListsResponseSchema,
  sharedReaderListResponseSchema,
  updateReaderListRequestSchema,
} from "@twl/contract";

import { currentUser, requireUser } from "../modules/identity/authenticate.ts";
import { addScriptToList } from "../modules/lists/add-script-to-list.ts";
import { createReaderList } from "../modules/lists/create-reader-list.ts";
import { deleteReaderList } from "../modules/lists/delete-reader-list.ts";
import { getReaderList } from "../modules/lists/get-reader-list.ts";
import { getSharedList } from "../modules/lists/get-shared-list.ts";
import { listReaderLists } from "../modules/lists/list-reader-lists.ts";
import { removeScriptFromList } from "../modules/lists/remove-script-from-list.ts";
import { updateReaderList } from "../modules/lists/update-reader-list.ts";

const idParams = z.object({ id: z.string().max(64) });
const itemParams = z.object({ id: z.string().max(64), scriptId: z.string().max(64) });
const tokenParams = z.object({ token: z.string().max(128) });
const security = [{ bearer: [] }];
const tags = ["lists"];

/**
 * Reader lists (issue 35): a signed-in user's named lists of scripts, private unless shared. Every
 * route but the shared page is the owner's alone; anyone else's list answers 404.
 */
export const listsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const db = ctx.database.db;

  app.get(
    "/api/lists",
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        querystring: readerListsQuerySchema,
        response: { 200: readerListsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      lists: await listReaderLists(db, currentUser(request).id, request.query.scriptId),
    }),
  );

  app.post(
    "/api/lists",
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        body: createReaderListRequestSchema,
        response: { 201: readerListResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        list: await createReaderList(db, currentUser(request).id, request.body.name),
      }),
  );

  app.get(
    "/api/lists/:id",
    {
      preHandler: requireUser,
      schema: { tags, security, params: idParams, response: { 200: readerListDetailResponseSchema } },
    },
    async (request) => getReaderList(ctx, currentUser(request).id, request.params.id),
  );

  app.patch(
    "/api/lists/:id",
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        params: idParams,
        body: updateReaderListRequestSchema,
        response: { 200: readerListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      list: await updateReaderList(db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    "/api/lists/:id",
    {
      preHandler: requireUser,
      schema: { tags, security, params: idParams, response: { 200: z.object({ success: z.literal(true) }) } },
    },
    async (request) => {
      await deleteReaderList(db, currentUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  app.put(
    "/api/lists/:id/scripts/:scriptId",
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags, security, params: itemParams, response: { 200: readerListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      list: await addScriptToList(db, currentUser(request).id, request.params.id, request.params.scriptId),
    }),
  );

  app.delete(
    "/api/lists/:id/scripts/:scriptId",
    {
      preHandler: requireUser,
      schema: { tags, security, params: itemParams, response: { 200: readerListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      list: await removeScriptFromList(
        db,
        currentUser(request).id,
        request.params.id,
        request.params.scriptId,
      ),
    }),
  );

  // The shared page: no sign-in, read-only, public scripts only. The token in the path is redacted
  // from logs like every long random segment (lib/redact-url.ts).
  app.get(
    "/api/shared-lists/:token",
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags, params: tokenParams, response: { 200: sharedReaderListResponseSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getSharedList(ctx, request.params.token);
    },
  );
};
