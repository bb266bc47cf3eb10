import { useIntl } from 'react-intl';
import type { WebhookAttempt, WebhookLog } from '@yardfleet/contract/endpoints/webhooks';
import type { LoadResult } from '@yardfleet/data/load-result';
import { Button } from '@yardfleet/ui/button';
import { FormDialog } from '@yardfleet/ui/form-dialog';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { ResponsiveTable, type TableColumn } from '@yardfleet/ui/responsive-table';
import { StatusPill } from '@yardfleet/ui/status-pill';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { durationMessage, eventKindWords, pendingMessage, testResultMessage, webhookMessages as m } from './webhooks-messages';

/** What the log dialog shows: the first load, an error, or the endpoint's attempts. */
export type DeliveryLogResult = LoadResult<WebhookLog>;

export interface DeliveryLogDialogProps {
  readonly url: string;
  readonly result: DeliveryLogResult;
  readonly formatTime: (iso: string) => string;
  /** The last test event's attempt (shown above the log), or null. */
  readonly testResult: WebhookAttempt | null;
  readonly testing: boolean;
  readonly onSendTest: () => void;
  readonly onRetry: () => void;
  readonly onClose: () => void;
}

const ok = (a: WebhookAttempt) => a.status !== null && a.status >= 200 && a.status < 300;

/** One attempt's status as a pill: the HTTP status (green 2xx, red else), or "No answer" with the error. */
export const AttemptStatus = ({ attempt }: { readonly attempt: WebhookAttempt }) => {
  const intl = useIntl();
  return (
    <span className="flex flex-col gap-0.5">
      <StatusPill tone={ok(attempt) ? 'green' : 'red'}>{attempt.status === null ? intl.formatMessage(m.noAnswer) : String(attempt.status)}</StatusPill>
      {attempt.error === null ? null : <span className="text-xs text-slate-600">{attempt.error}</span>}
    </span>
  );
};

/**
 * An endpoint's delivery log (docs/api.md "Webhooks"): its last 100 attempts, newest first, each
 * with its time, event, status (or the error) and duration, the deliveries still waiting, and
 * "Send a test event" with its result. States: loading, error, empty, populated.
 */
export const DeliveryLogDialog = ({ url, result, formatTime, testResult, testing, onSendTest, onRetry, onClose }: DeliveryLogDialogProps) => {
  const intl = useIntl();
  const kindWord = (kind: string) =>
    kind in eventKindWords ? intl.formatMessage(eventKindWords[kind as keyof typeof eventKindWords]) : intl.formatMessage(m.testEvent);
  const items = result.kind === 'ready' ? result.items : [];
  const loadPlaceholder = useLoadPlaceholder(result, intl.formatMessage(m.logFailed), onRetry);
  const placeholder = loadPlaceholder ?? (items.length === 0 ? <Placeholder kind="empty" title={intl.formatMessage(m.logEmpty)} /> : undefined);
  const columns: TableColumn<WebhookAttempt>[] = [
    { key: 'at', header: intl.formatMessage(m.logTime), rowHeader: true, cell: (a) => formatTime(a.at) },
    { key: 'kind', header: intl.formatMessage(m.logEvent), cell: (a) => kindWord(a.kind) },
    { key: 'status', header: intl.formatMessage(m.logStatus), cell: (a) => <AttemptStatus attempt={a} /> },
    { key: 'duration', header: intl.formatMessage(m.logDuration), cell: (a) => intl.formatMessage(durationMessage, { ms: a.durationMs }) },
  ];
  return (
    <FormDialog title={`${intl.formatMessage(m.log)}: ${url}`} onClose={onClose} panelClassName="relative w-full max-w-3xl rounded-lg bg-white p-6 shadow-xl">
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={onSendTest} disabled={testing}>
          {intl.formatMessage(m.sendTest)}
        </Button>
        {testResult === null ? null : (
          <span className="flex items-center gap-2 text-sm" role="status">
            {intl.formatMessage(testResultMessage, { result: testResult.status === null ? (testResult.error ?? '') : String(testResult.status) })}
            <AttemptStatus attempt={testResult} />
          </span>
        )}
        {result.kind === 'ready' && result.pending > 0 ? (
          <span className="text-sm text-slate-600">{intl.formatMessage(pendingMessage, { pending: result.pending })}</span>
        ) : null}
      </div>
      <div className="mt-4 max-h-[60vh] overflow-auto">
        <ResponsiveTable
          caption={intl.formatMessage(m.log)}
          columns={columns}
          rows={placeholder === undefined ? items : []}
          rowKey={(a) => `${a.at}-${a.eventId}`}
          placeholder={placeholder}
        />
      </div>
      <div className="mt-4 flex justify-end">
        <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
      </div>
    </FormDialog>
  );
};
