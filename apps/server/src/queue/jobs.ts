import { rollUpAnalyticsJob } from "../modules/analytics/jobs/roll-up-analytics.ts";
import { monthlyGrantsJob } from "../modules/clout/jobs/monthly-grants.ts";
import { analyzeCoverageJob } from "../modules/coverage/jobs/analyze-coverage.ts";
import { sweepCoverageJob } from "../modules/coverage/jobs/sweep-coverage.ts";
import { buildExportJob } from "../modules/portability/jobs/build-export.ts";
import { cleanExportsJob } from "../modules/portability/jobs/clean-exports.ts";
import { generatePosterJob } from "../modules/posters/jobs/generate-poster.ts";
import { readDigestJob } from "../modules/reads/jobs/read-digest.ts";
import { rollUpReadsJob } from "../modules/reads/jobs/roll-up-reads.ts";
import { savedSearchAlertsJob } from "../modules/saved-searches/jobs/saved-search-alerts.ts";
import { parseScreenplayJob } from "../modules/screenplay/jobs/parse-screenplay.ts";
import { reparseScreenplayJob } from "../modules/screenplay/jobs/reparse-screenplay.ts";
import type { JobDefinition } from "./define-job.ts";

/**
 * Every job the worker runs. Capabilities add their definitions here as they are built
 * (coverage, parsing, monthly grants...); the worker registers all of them at start-up.
 */
export const ALL_JOBS: JobDefinition<unknown>[] = [
  parseScreenplayJob,
  analyzeCoverageJob,
  sweepCoverageJob,
  monthlyGrantsJob,
  generatePosterJob,
  reparseScreenplayJob,
  rollUpAnalyticsJob,
  rollUpReadsJob,
  readDigestJob,
  buildExportJob,
  cleanExportsJob,
  savedSearchAlertsJob,
].map((job) => job as JobDefinition<unknown>);
