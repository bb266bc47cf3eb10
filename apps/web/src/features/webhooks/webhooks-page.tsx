import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CreateWebhookRequest, WebhookAttempt, WebhookEndpoint } from '@yardfleet/contract/endpoints/webhooks';
import { canManageWebhooks } from '@yardfleet/domain/webhooks/webhook-events';
import { validationErrorsOf } from '@yardfleet/data/field-errors';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { ConfirmDialog } from '@yardfleet/ui/confirm-dialog';
import { commonMessages } from '../../shared/i18n/common-messages';
import { loadErrorDetail } from '../../shared/i18n/error-messages';
import { useCompanyTime } from '../../shared/use-company-time';
import { useConfirmedAction } from '../../shared/use-confirmed-action';
import { useSuccessToast } from '../../shared/use-success-toast';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { DeliveryLogDialog, type DeliveryLogResult } from './delivery-log-dialog';
import { SecretDialog } from './secret-dialog';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useRotateWebhookMutation,
  useTestWebhookMutation,
  useUpdateWebhookMutation,
  useWebhookListQuery,
  useWebhookLogQuery,
} from '@yardfleet/data/endpoints/webhooks';
import { deleteTitleMessage, rotateTitleMessage, webhookMessages as m } from './webhooks-messages';
import { WebhooksView, type WebhookAction, type WebhooksResult } from './webhooks-view';

/** The log dialog of one endpoint, its data loaded while it is open, and its test event. */
const LogOf = ({
  endpoint,
  formatTime,
  onClose,
}: {
  readonly endpoint: WebhookEndpoint;
  readonly formatTime: (iso: string) => string;
  readonly onClose: () => void;
}) => {
  const intl = useIntl();
  const log = useWebhookLogQuery({ id: endpoint.id }, { refetchOnMountOrArgChange: true });
  const [sendTest, test] = useTestWebhookMutation();
  const [lastTest, setLastTest] = useState<WebhookAttempt | null>(null);
  const result: DeliveryLogResult = log.isError
    ? { kind: 'error', detail: loadErrorDetail(intl, log.error) }
    : log.data === undefined
      ? { kind: 'loading' }
      : { kind: 'ready', ...log.data };
  return (
    <DeliveryLogDialog
      url={endpoint.url}
      result={result}
      formatTime={formatTime}
      testResult={lastTest}
      testing={test.isLoading}
      onSendTest={() => void sendTest({ id: endpoint.id }).then((a) => ('data' in a && a.data !== undefined ? setLastTest(a.data) : undefined))}
      onRetry={() => void log.refetch()}
      onClose={onClose}
    />
  );
};

/**
 * The connected Webhooks screen (/webhooks, docs/api.md "Webhooks"). Only the admin (the domain's
 * `canManageWebhooks`) asks the server; others see the view's note. Adding opens the dialog, which
 * shows the new secret once; rotating and deleting ask for confirmation first (a rotation then
 * shows the new secret once); the log dialog reads the endpoint's attempts and sends a test event.
 */
export const WebhooksPage = () => {
  const intl = useIntl();
  const allowed = canManageWebhooks(useAppSelector(selectUser)?.role ?? null);
  const list = useWebhookListQuery(allowed ? undefined : skipToken, { refetchOnMountOrArgChange: true });
  const [create] = useCreateWebhookMutation();
  const [update] = useUpdateWebhookMutation();
  const [rotate] = useRotateWebhookMutation();
  const [remove] = useDeleteWebhookMutation();
  const time = useCompanyTime();
  const toast = useSuccessToast();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const deleting = useConfirmedAction(
    (e: WebhookEndpoint) => remove({ id: e.id }),
    () => toast(m.deletedToast),
  );
  const rotating = useConfirmedAction(
    (e: WebhookEndpoint) =>
      rotate({ id: e.id }).then((a) => {
        if ('data' in a && a.data !== undefined) setSecret(a.data.secret);
        return a;
      }),
    () => undefined,
  );
  const result: WebhooksResult = list.isError
    ? { kind: 'error', detail: loadErrorDetail(intl, list.error) }
    : list.data === undefined
      ? { kind: 'loading' }
      : { kind: 'ready', items: list.data.items };
  const onCreate = async (request: CreateWebhookRequest) => {
    const answer = await create(request);
    if ('data' in answer && answer.data !== undefined) return { secret: answer.data.secret };
    const fields = validationErrorsOf(answer.error);
    return fields.url === undefined && fields.events === undefined ? null : { errors: { url: fields.url !== undefined, events: fields.events !== undefined } };
  };
  const onAction = (action: WebhookAction, e: WebhookEndpoint) => {
    if (action === 'toggle') void update({ id: e.id, change: { enabled: !e.enabled } });
    else if (action === 'rotate') rotating.ask(e);
    else if (action === 'delete') deleting.ask(e);
    else setLogOf(e);
  };
  return (
    <>
      <WebhooksView
        allowed={allowed}
        result={result}
        formatTime={time.format}
        onCreate={() => setCreating(true)}
        onAction={onAction}
        onRetry={() => void list.refetch()}
      />
      {creating ? <CreateWebhookDialog onCreate={onCreate} onClose={() => setCreating(false)} /> : null}
      {secret === null ? null : <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      {logOf === null ? null : <LogOf endpoint={logOf} formatTime={time.format} onClose={() => setLogOf(null)} />}
      <ConfirmDialog
        {...deleting.dialog}
        title={intl.formatMessage(deleteTitleMessage, { url: deleting.target?.url ?? '' })}
        message={intl.formatMessage(m.deleteMessage)}
        confirmLabel={intl.formatMessage(m.remove)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        tone="danger"
      />
      <ConfirmDialog
        {...rotating.dialog}
        title={intl.formatMessage(rotateTitleMessage, { url: rotating.target?.url ?? '' })}
        message={intl.formatMessage(m.rotateMessage)}
        confirmLabel={intl.formatMessage(m.rotate)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
      />
    </>
  );
};

/** The lazy route's screen (react-router `lazy`). */
export const Component = WebhooksPage;
