import { useIntl } from 'react-intl';
import type { ApiKey } from '@yardfleet/contract/endpoints/api-keys';
import { apiKeyExpired } from '@yardfleet/domain/rules/api-keys';
import type { LoadResult } from '@yardfleet/data/load-result';
import { Button } from '@yardfleet/ui/button';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { ResponsiveTable, type TableColumn } from '@yardfleet/ui/responsive-table';
import { AdminOnlyNote } from '../../shared/admin-only-note';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { routeTitles } from '../../shared/route-titles';
import { apiKeyMessages as m, byPersonMessage, fromAddressMessage, revokedMessage } from './api-keys-messages';
import { scopeWord } from './create-key-dialog';

/** What the screen shows: the first load, an error (with the server's text), or the company's keys. */
export type ApiKeysResult = LoadResult<{ items: readonly ApiKey[] }>;

export interface ApiKeysViewProps {
  /** May the viewer manage keys (the admin)? Others see a short note and no request is made. */
  readonly allowed: boolean;
  readonly result: ApiKeysResult;
  /** An ISO instant in the company's time zone ("03/12/2026 11:20 CDT"). */
  readonly formatTime: (iso: string) => string;
  /** The current time, ms (a key past its expiry is marked expired). */
  readonly now: number;
  readonly onCreate: () => void;
  readonly onRevoke: (key: ApiKey) => void;
  readonly onRetry: () => void;
}

/**
 * /api-keys (docs/security.md "API keys"): the company's keys for its admin, newest first: name,
 * the key's start (`yf_live_…`), access, created (when, by whom), expiry, last use (time and
 * address), and Revoke (confirmed) on live keys; revoked and expired keys stay listed, marked.
 * States: loading, error with retry, empty (with the create button), and for any other role a
 * short "only your company's admin" note with a link home. Props in, callbacks out.
 */
export const ApiKeysView = ({ allowed, result, formatTime, now, onCreate, onRevoke, onRetry }: ApiKeysViewProps) => {
  const intl = useIntl();
  const title = <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(routeTitles.apiKeys)}</h1>;
  const loadPlaceholder = useLoadPlaceholder(result, intl.formatMessage(m.loadFailed), onRetry);
  if (!allowed) return <AdminOnlyNote title={title} note={intl.formatMessage(m.notAllowed)} />;
  const items = result.kind === 'ready' ? result.items : [];
  const placeholder =
    loadPlaceholder ??
    (items.length === 0 ? <Placeholder kind="empty" title={intl.formatMessage(m.empty)} description={intl.formatMessage(m.emptyHint)} /> : undefined);
  const live = (key: ApiKey) => key.revokedAt === null && !apiKeyExpired(key.expiresAt === null ? null : Date.parse(key.expiresAt), now);
  const columns: TableColumn<ApiKey>[] = [
    { key: 'name', header: intl.formatMessage(m.name), rowHeader: true, cell: (key) => <span className="font-medium text-slate-900">{key.name}</span> },
    { key: 'prefix', header: intl.formatMessage(m.prefix), cell: (key) => <code className="font-mono text-xs">{key.prefix}…</code> },
    { key: 'scope', header: intl.formatMessage(m.scope), cell: (key) => intl.formatMessage(scopeWord[key.scope]) },
    {
      key: 'created',
      header: intl.formatMessage(m.created),
      cell: (key) => (
        <>
          <span className="block">{formatTime(key.createdAt)}</span>
          {key.createdBy === null ? null : <span className="block text-xs text-slate-600">{intl.formatMessage(byPersonMessage, { name: key.createdBy })}</span>}
        </>
      ),
    },
    {
      key: 'expires',
      header: intl.formatMessage(m.expires),
      cell: (key) =>
        key.revokedAt !== null ? (
          <span className="text-red-700">{intl.formatMessage(revokedMessage, { time: formatTime(key.revokedAt) })}</span>
        ) : key.expiresAt === null ? (
          intl.formatMessage(m.never)
        ) : (
          <span className={live(key) ? undefined : 'text-red-700'}>{live(key) ? formatTime(key.expiresAt) : intl.formatMessage(m.expired)}</span>
        ),
    },
    {
      key: 'lastUsed',
      header: intl.formatMessage(m.lastUsed),
      cell: (key) =>
        key.lastUsedAt === null ? (
          <span className="italic text-slate-600">{intl.formatMessage(m.neverUsed)}</span>
        ) : (
          <>
            <span className="block">{formatTime(key.lastUsedAt)}</span>
            {key.lastUsedAddress === null ? null : (
              <span className="block text-xs text-slate-600">{intl.formatMessage(fromAddressMessage, { address: key.lastUsedAddress })}</span>
            )}
          </>
        ),
    },
  ];
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
        rowKey={(key) => key.id}
        placeholder={placeholder}
        rowActions={{
          header: intl.formatMessage(m.actions),
          cell: (key) =>
            live(key) ? (
              <Button variant="secondary" size="sm" onClick={() => onRevoke(key)} aria-label={`${intl.formatMessage(m.revoke)} ${key.name}`}>
                {intl.formatMessage(m.revoke)}
              </Button>
            ) : null,
        }}
      />
    </section>
  );
};
