import type { Db } from "../../db/client.ts";
import { preparePageRows } from "./page-rows.ts";

type PagePlan = ReturnType<typeof preparePageRows>;
type PagePlanBuilder = Parameters<typeof preparePageRows>[1];

/**
 * How many list shapes keep a built statement per database, and how many of them get a name
 * (prepared once per connection by PostgreSQL, a plan each). Page filters come in many combinations
 * (which filters are set and their values, times sorts and limits): past these bounds a shape's
 * statement is built and planned per request, as an unnamed one (what every page-filtered list
 * did before), so neither the process nor a connection collects them without end. The first ones
 * seen keep their names for the process's life (a named statement is never deallocated).
 */
export const MAX_KEPT_SHAPES = 2_000;
export const MAX_NAMED_SHAPES = 200;

/** Built statements per database and list shape (sort, which filters are set, first page or not). */
const preparedPages = new WeakMap<Db, Map<string, PagePlan>>();
const statementNames = new Map<string, string>();

/**
 * The statement for a list shape, built once: `named` ones are also prepared once per connection
 * by PostgreSQL (planned with their values for five executions, then generic when that plan is no
 * worse); the others are only spared Drizzle's SQL building and planned at each execution.
 */
export function preparedPage(db: Db, shape: string, named: boolean, build: () => PagePlanBuilder): PagePlan {
  let plans = preparedPages.get(db);
  if (!plans) preparedPages.set(db, (plans = new Map()));
  let name = "";
  if (named) {
    name = statementNames.get(shape) ?? "";
    if (!name && statementNames.size < MAX_NAMED_SHAPES) {
      name = `list_page_${statementNames.size + 1}`;
      statementNames.set(shape, name);
    }
  }
  const key = `${name ? "named" : "unnamed"}:${shape}`;
  let plan = plans.get(key);
  if (!plan) {
    plan = preparePageRows(db, build(), name);
    if (plans.size < MAX_KEPT_SHAPES) plans.set(key, plan);
  }
  return plan;
}
