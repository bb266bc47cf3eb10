import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { createCallerCache, startCallerCacheListener, type CallerCache } from './auth/caller-cache';
import { findRepoRoot } from './config/env';
import type { AppContext, AppDeps } from './context';
import { registerClosing } from './http/closing';
import { registerCompression } from './http/compression';
import { logDatabaseHealth, registerErrorHandler } from './http/errors';
import { registerHealth } from './http/health';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { registrar } from './http/registrar';
import { requestLogOptions, type LogDestination } from './http/request-log';
import { registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/web-app';
import { registerOpenApi } from './http/openapi';
import { createMailer } from './mail/mailer';
import { registerMailbox } from './mail/mailbox';
import { accountRoutes } from './areas/account/account-routes';
import { authRoutes } from './areas/account/auth-routes';
import { linkRoutes } from './areas/account/link-routes';
import { peopleRoutes } from './areas/people/people-routes';
import { personalRoutes } from './areas/people/personal-routes';
import { equipmentRoutes } from './areas/equipment/equipment-routes';
import { tagRoutes } from './areas/tags/tag-routes';
import { startSweeper } from './areas/ingest/sweeper';
import { deviceRoutes } from './areas/ingest/device-routes';
import { runMqttIngestWhileRunning } from './areas/ingest/mqtt-ingest';
import { equipmentBulkHttp } from './areas/equipment/equipment-bulk-http';
import { equipmentDetailRoutes } from './areas/equipment/equipment-detail-routes';
import { maintenanceRoutes } from './areas/maintenance/maintenance-routes';
import { tagAdminRoutes } from './areas/tags/tag-admin-routes';
import { warehouseRoutes } from './areas/warehouses/warehouse-routes';
import { geocodeRoutes } from './areas/map/geocode-routes';
import { mapRoutes } from './areas/map/map-routes';
import { equipmentPositionRoutes } from './areas/equipment/equipment-position-routes';
import { chargerDeviceRoutes } from './areas/ingest/charger-device-routes';
import { powerRoutes } from './areas/power/power-routes';
import { createLiveHub } from './live/hub';
import { liveRoutes } from './live/live-routes';
import { runLiveUpdates } from './live/live-lifecycle';
import { reportRoutes } from './areas/reports/report-routes';
import { reportUsageRoutes } from './areas/reports/report-usage-routes';
import { reportExportRoutes } from './areas/reports/report-export-routes';
import { reportScheduleRoutes } from './areas/reports/report-schedule-routes';
import { alertRuleRoutes } from './areas/alerts/alert-rule-routes';
import { alertRoutes } from './areas/alerts/alert-routes';
import { alertSettingsRoutes } from './areas/alerts/alert-settings-routes';
import { runReportSchedulerWhileRunning } from './areas/reports/scheduler/runner';
import { gatewayRoutes } from './areas/gateways/gateway-routes';
import { dealerRoutes } from './areas/dealers/dealer-routes';
import { notificationRoutes } from './areas/notifications/notification-routes';
import { alertEngine } from './areas/alerts/engine/alert-engine';
import { securityLogRoutes } from './areas/security-log/security-log-routes';
import { pruneSecurityLogWhileRunning } from './areas/security-log/prune';
import { webhookRoutes } from './areas/webhooks/webhook-routes';
import { runWebhookDeliveryWhileRunning } from './areas/webhooks/runner';
import { NO_ROUTE_SCHEMAS } from './no-route-schemas';
import { sharedReads } from './http/shared-reads';
import { apiKeyRoutes } from './areas/api-keys/api-key-routes';
import { registerApiKeyLimit } from './auth/api-key-limit';

const callerCaches = new WeakMap<FastifyInstance, CallerCache>();

/** The caller cache of an app built by `buildApp` (rules 7.5, decision 0016; tests settle it), or undefined. */
export const callerCacheOf = (app: FastifyInstance): CallerCache | undefined => callerCaches.get(app);

/** Largest accepted request body, bytes (every current request is well under 4 KiB). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Builds the HTTP app on `deps` (database, clock, configuration) without listening, so tests can
 * drive it with `app.inject()`. Registers security headers, the error handler, the health checks,
 * every contract route under /web-hmac and the built web app. Every request log line carries the
 * server's own request id and the client's `traceId` (rules 20.6) (src/http/request-log.ts);
 * `X-Forwarded-*` counts only from the proxies of TRUST_PROXY. Options: `logger: false` silences
 * logs; `logDestination` receives the JSON lines instead of stdout (tests).
 */
export const buildApp = async (
  deps: AppDeps,
  options: { readonly logger?: boolean; readonly logDestination?: LogDestination } = {},
): Promise<FastifyInstance> => {
  const app = Fastify({
    ...requestLogOptions(deps.config.logLevel, {
      enabled: options.logger !== false,
      ...(options.logDestination === undefined ? {} : { destination: options.logDestination }),
    }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustProxy === false ? false : [...deps.config.trustProxy],
    schemaController: NO_ROUTE_SCHEMAS, // No ajv at start-up (rules 21.10); requests are decoded by the contract.
  });
  // Sessions this process read lately answer without a round trip (src/auth/caller-cache.ts).
  const callers = createCallerCache();
  const stopCallerListener = await startCallerCacheListener(deps.db, callers);
  app.addHook('onClose', stopCallerListener);
  callerCaches.set(app, callers);
  const ctx: AppContext = {
    ...deps,
    sessions: { idleMinutes: deps.config.sessionIdleMinutes, absoluteHours: deps.config.sessionAbsoluteHours, callers },
    mailer: createMailer(deps.config, deps.db, deps.clock),
    live: createLiveHub({
      db: deps.db,
      clock: deps.clock,
      sessions: { idleMinutes: deps.config.sessionIdleMinutes, absoluteHours: deps.config.sessionAbsoluteHours },
      caps: { perSession: deps.config.liveStreamsPerSession, perCompany: deps.config.liveStreamsPerCompany },
      heartbeatMs: deps.config.liveHeartbeatMs,
      onError: (error) => app.log.error({ err: error }, 'live session check failed'),
    }),
    // Within one process only: another process's writes would not start a generation here (SHARED_READS, WORKERS).
    reads: sharedReads(deps.config.sharedReads),
  };
  app.addHook('onClose', async () => ctx.mailer.close());
  // JSON only: a text/plain body answers 415 instead of reaching a codec as a string.
  app.removeContentTypeParser('text/plain');
  await registerSecurityHeaders(app, deps.config.mapTiles);
  registerErrorHandler(app);
  logDatabaseHealth(app, deps.db); // One log line when the database goes away and when it is back.
  registerClosing(app);
  registerHealth(app, deps.db); // /healthz and /readyz (rules 20.4).
  // Rate limits are per route (RouteOptions.rateLimit), none globally; counted in the database so every process shares them (decision 0032).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(deps.db, deps.clock) });
  registerApiKeyLimit(app, { max: deps.config.apiKeyRequestsPerMinute, windowMs: 60_000 }); // Each API key's own limit (decision 0027).
  await registerCompression(app); // API answers over 1 KB compressed on the fly (rules 7.13); before every route.
  const route = registrar(app, ctx);
  authRoutes(route);
  equipmentRoutes(route);
  tagRoutes(route);
  accountRoutes(route);
  linkRoutes(route);
  peopleRoutes(route);
  personalRoutes(route);
  registerMailbox(app, route, ctx);
  // Fleet detail, maintenance, tags, warehouses; the device side in its own scope; offline sweep.
  equipmentDetailRoutes(route);
  maintenanceRoutes(route);
  tagAdminRoutes(route);
  warehouseRoutes(route);
  geocodeRoutes(route);
  mapRoutes(route);
  equipmentPositionRoutes(route);
  await deviceRoutes(app, ctx);
  // The power area's reads, the charger side of the device API, the live stream.
  powerRoutes(route);
  await chargerDeviceRoutes(app, ctx);
  runMqttIngestWhileRunning(app, ctx); // Device reports over MQTT when MQTT_URL is set (decision 0031).
  await runLiveUpdates(app, ctx);
  liveRoutes(app, ctx);
  // Reports (screens, exports, schedules) and the inventory home overview.
  reportRoutes(route);
  reportUsageRoutes(route);
  await reportExportRoutes(app, ctx);
  await equipmentBulkHttp(app, ctx);
  reportScheduleRoutes(route, ctx);
  runReportSchedulerWhileRunning(app, ctx);
  // Alerts (rules 22): rules, the alerts themselves, working hours and each person's mail preference.
  alertRuleRoutes(route);
  alertRoutes(route);
  alertSettingsRoutes(route);
  // Gateways (list, detail, reset, delete) and the dealer directory (list, collection, operator import).
  gatewayRoutes(route);
  await dealerRoutes(app, route, ctx);
  notificationRoutes(route); // The notification bell's panel.
  alertEngine(app, route, ctx); // Alert rule preview; the alert sweep and mail worker while the app runs.
  securityLogRoutes(app, route, ctx); // The admin's security log and activity history (with its export), a machine's history,
  pruneSecurityLogWhileRunning(app, ctx.db, ctx.clock); // kept for SECURITY_LOG_KEEP_DAYS.
  webhookRoutes(route, ctx); // The admin's webhook endpoints,
  runWebhookDeliveryWhileRunning(app, ctx); // delivered from the outbox while the app runs.
  apiKeyRoutes(route); // The admin's API keys for integrations (docs/security.md "API keys").
  startSweeper(app, deps.db, deps.clock);
  await registerOpenApi(app); // The OpenAPI document and the API reference page (docs/api.md).
  await registerWebApp(app, deps.config.webDist, join(findRepoRoot(), 'apps', 'server', 'assets'));
  await app.ready();
  return app;
};
