/**
 * Reports from outside become actions (docs/integrations.md): a helpdesk's report
 * (POST /v1/integrations/helpdesk/reports, its instance_id and X-Api-Key) and a Marrekrite report
 * (POST /v1/integrations/marrekrite/reports, the network's integration key as X-Api-Key); the
 * helpdesk's health (last report, last delivery, last error) and its connection test; the
 * Marrekrite's integration key (made or rotated, shown once, kept as a hash).
 */
import { z } from 'zod';
import { HELPDESK_STATUS_CODES, MARREKRITE_CATEGORY_IDS } from './integrations';
import { TEXT_MAX } from './limits';

/** How far from a report an object may be to get its action, when the settings say nothing (metres). */
export const DEFAULT_REPORT_DISTANCE_M = 50;
export const REPORT_DISTANCE_MAX_M = 100_000;
/** An action's description holds the report's text: its limit. */
export const REPORT_TEXT_MAX = TEXT_MAX;
export const REPORT_LOCATION_DESCRIPTION_MAX = 2_000;
export const REPORTING_ID_MAX = 100;

/** The report's own id: a whole number or a string; sent back in the callback as it came. */
export const reportingIdSchema = z.union([
  z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  z.string().trim().min(1).max(REPORTING_ID_MAX),
]);
export type ReportingId = z.infer<typeof reportingIdSchema>;

/** A GeoJSON Point in WGS84, longitude first. */
export const reportLocationSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
}).meta({ id: 'ReportLocation' });

/** A helpdesk's report. */
export const helpdeskReportSchema = z.object({
  instance_id: z.number().int().min(0).max(2147483647),
  reporting_id: reportingIdSchema,
  /** 5 pending notification, 8 notification handled, 10 close notification */
  status: z.union(HELPDESK_STATUS_CODES.map((c) => z.literal(Number(c)))),
  text: z.string().max(REPORT_TEXT_MAX).nullable().optional(),
  location_description: z.string().max(REPORT_LOCATION_DESCRIPTION_MAX).nullable().optional(),
  location: reportLocationSchema,
}).meta({ id: 'HelpdeskReport' });
export type HelpdeskReport = z.infer<typeof helpdeskReportSchema>;

/** A Marrekrite report: its category chooses the settings. */
export const marrekriteReportSchema = z.object({
  reporting_id: reportingIdSchema,
  category: z.union(MARREKRITE_CATEGORY_IDS.map((c) => z.literal(c))),
  text: z.string().max(REPORT_TEXT_MAX).nullable().optional(),
  location_description: z.string().max(REPORT_LOCATION_DESCRIPTION_MAX).nullable().optional(),
  location: reportLocationSchema,
}).meta({ id: 'MarrekriteReport' });
export type MarrekriteReport = z.infer<typeof marrekriteReportSchema>;

/** What a report became: 201 when it made the action, 200 when it was known (its status applied). */
export const reportAnswerSchema = z.object({
  data: z.object({
    id: z.number().int(),
    reporting_id: reportingIdSchema,
    action_id: z.number().int().nullable(),
    /** the object the action is on; null: on the network */
    map_object_id: z.number().int().nullable(),
    /** metres from the report to that object */
    distance_m: z.number().nullable(),
    created: z.boolean(),
  }),
}).meta({ id: 'ReportAnswer' });
export type ReportAnswer = z.infer<typeof reportAnswerSchema>['data'];

const when = z.string();
export const helpdeskHealthSchema = z.object({
  last_report: z.object({ id: z.number().int(), reporting_id: z.string(), action_id: z.number().int().nullable(), status: z.number().int().nullable(), received_at: when }).nullable(),
  last_delivery: z.object({
    id: z.number().int(), reporting_id: z.string(), status: z.number().int().nullable(), attempts: z.number().int(),
    last_attempt_at: when.nullable(), last_status_code: z.number().int().nullable(), delivered_at: when.nullable(), failed_at: when.nullable(),
  }).nullable(),
  /** the newest of: a failed delivery attempt, a report refused with a 422 (its reason) */
  last_error: z.object({
    kind: z.enum(['delivery', 'report']), delivery_id: z.number().int().nullable(), reporting_id: z.string().nullable(),
    attempted_at: when, status_code: z.number().int().nullable(), error: z.string().nullable(),
  }).nullable(),
  /** deliveries still to be made */
  pending: z.number().int(),
}).meta({ id: 'HelpdeskHealth' });
export type HelpdeskHealth = z.infer<typeof helpdeskHealthSchema>;

/** A connection test: the helpdesk's answer (its status code) or what went wrong. */
/**
 * Why a post to a helpdesk failed, in words the console translates: the connection refused, no
 * such host, no answer in time, a certificate not trusted, the connection broken off, a redirect
 * (not followed), an HTTP error status, or anything else that kept it from arriving.
 */
export const CONNECTION_FAILURES = ['refused', 'unknown_host', 'timeout', 'certificate', 'reset', 'redirect', 'http_status', 'unreachable'] as const;
export type ConnectionFailure = (typeof CONNECTION_FAILURES)[number];

export const connectionTestSchema = z.object({
  ok: z.boolean(),
  status_code: z.number().int().nullable(),
  /** why it failed (null: it did not); the technical detail is in `error` and the server's log */
  reason: z.enum(CONNECTION_FAILURES).nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
  tested_at: when,
}).meta({ id: 'ConnectionTest' });
export type ConnectionTest = z.infer<typeof connectionTestSchema>;

