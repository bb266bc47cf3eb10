import { useIntl } from 'react-intl';
import type { WebhookEndpoint } from '@yardfleet/contract/endpoints/webhooks';
import type { LoadResult } from '@yardfleet/data/load-result';
import { Button } from '@yardfleet/ui/button';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { ResponsiveTable, type TableColumn } from '@yardfleet/ui/responsive-table';
import { StatusPill } from '@yardfleet/ui/status-pill';
import { AdminOnlyNote } from '../../shared/admin-only-note';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { routeTitles } from '../../shared/route-titles';
import { disabledSinceMessage, eventKindWords, failingSinceMessage, webhookMessages as m } from './webhooks-messages';

/** What the screen shows: the first load, an error (with the server's text), or the company's endpoints. */
export type WebhooksResult = LoadResult<{ items: readonly WebhookEndpoint[] }>;

/** What a row's buttons ask for. */
export type WebhookAction = 'toggle' | 'rotate' | 'delete' | 'log';

export interface WebhooksViewProps {
  /** May the viewer manage webhooks (the admin)? Others see a short note and no request is made. */
  readonly allowed: boolean;
  readonly result: WebhooksResult;
  /** An ISO instant in the company's time zone ("03/12/2026 11:20 CDT"). */
  readonly formatTime: (iso: string) => string;
  readonly onCreate: () => void;
  readonly onAction: (action: WebhookAction, endpoint: WebhookEndpoint) => void;
  readonly onRetry: () => void;
}

/** The state of an endpoint: enabled (and failing since …) or disabled since …. */
const EndpointState = ({ endpoint, formatTime }: { readonly endpoint: WebhookEndpoint; readonly formatTime: (iso: string) => string }) => {
  const intl = useIntl();
  if (!endpoint.enabled)
    return (
      <StatusPill tone="gray">
        {intl.formatMessage(disabledSinceMessage, { time: endpoint.disabledAt === null ? '' : formatTime(endpoint.disabledAt) })}
      </StatusPill>
    );
  return (
    <span className="flex flex-col items-start gap-1">
      <StatusPill tone="green">{intl.formatMessage(m.enabled)}</StatusPill>
      {endpoint.failingSince === null ? null : (
        <StatusPill tone="red">{intl.formatMessage(failingSinceMessage, { time: formatTime(endpoint.failingSince) })}</StatusPill>
      )}
    </span>
  );
};

/**
 * /webhooks (docs/api.md "Webhooks"): the company's endpoints for its admin, oldest first: URL,
 * events, state (enabled, failing since …, or disabled since …) and the row's actions (delivery log
 * with "Send a test event", enable or disable, rotate the secret, delete). States: loading, error
 * with retry, empty (with the add button), and for any other role a short "only your company's
 * admin" note with a link home. Props in, callbacks out.
 */
export const WebhooksView = ({ allowed, result, formatTime, onCreate, onAction, onRetry }: WebhooksViewProps) => {
  const intl = useIntl();
  const title = <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(routeTitles.webhooks)}</h1>;
  const loadPlaceholder = useLoadPlaceholder(result, intl.formatMessage(m.loadFailed), onRetry);
  if (!allowed) return <AdminOnlyNote title={title} note={intl.formatMessage(m.notAllowed)} />;
  const items = result.kind === 'ready' ? result.items : [];
  const placeholder =
    loadPlaceholder ??
    (items.length === 0 ? <Placeholder kind="empty" title={intl.formatMessage(m.empty)} description={intl.formatMessage(m.emptyHint)} /> : undefined);
  const columns: TableColumn<WebhookEndpoint>[] = [
    {
      key: 'url',
      header: intl.formatMessage(m.url),
      rowHeader: true,
      cell: (e) => <span className="break-all font-mono text-xs text-slate-900">{e.url}</span>,
    },
    {
      key: 'events',
      header: intl.formatMessage(m.events),
      cell: (e) => (
        <ul className="flex flex-col gap-0.5 text-sm">
          {e.events.map((kind) => (
            <li key={kind}>{intl.formatMessage(eventKindWords[kind])}</li>
          ))}
        </ul>
      ),
    },
    { key: 'state', header: intl.formatMessage(m.state), cell: (e) => <EndpointState endpoint={e} formatTime={formatTime} /> },
  ];
  const action = (e: WebhookEndpoint, kind: WebhookAction, label: string) => (
    <Button variant="secondary" size="sm" onClick={() => onAction(kind, e)} aria-label={`${label} ${e.url}`}>
      {label}
    </Button>
  );
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {title}
        <Button onClick={onCreate}>{intl.formatMessage(m.create)}</Button>
      </div>
      <p className="max-w-3xl text-sm text-slate-600">{intl.formatMessage(m.intro)}</p>
      <ResponsiveTable
        caption={intl.formatMessage(m.tableCaption)}
        columns={columns}
        rows={placeholder === undefined ? items : []}
        rowKey={(e) => e.id}
        placeholder={placeholder}
        rowActions={{
          header: intl.formatMessage(m.actions),
          cell: (e) => (
            <span className="flex flex-wrap gap-2">
              {action(e, 'log', intl.formatMessage(m.log))}
              {action(e, 'toggle', intl.formatMessage(e.enabled ? m.disable : m.enable))}
              {action(e, 'rotate', intl.formatMessage(m.rotate))}
              {action(e, 'delete', intl.formatMessage(m.remove))}
            </span>
          ),
        }}
      />
    </section>
  );
};
