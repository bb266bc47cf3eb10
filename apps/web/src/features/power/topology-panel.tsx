import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ChargeSystemSummary } from '@yardfleet/contract/endpoints/power';
import { useChargeSystemDetailQuery } from '@yardfleet/data/endpoints/power';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { Select } from '@yardfleet/ui/select';
import { loadErrorDetail } from '../../shared/i18n/error-messages';
import { useStateTexts } from '../../shared/load-placeholder';
import { useNearViewport } from './near-viewport';
import { powerMessages } from './power-messages';
import { ResetNotice } from './reset-notice';
import { SystemTopology } from './system-topology';

/**
 * The topology of a chosen charge system on the power overview (rules 11.2): a select of the
 * systems (the first by default) and the chosen system's diagram, read with the charge system
 * detail (refreshed by the live stream like the detail page). The detail is read, and the diagram
 * loaded, once the panel nears the viewport after the first paint (useNearViewport); the loading
 * Placeholder until then, the error one (with Try again) when the read fails; a system whose
 * gateway was reset says so in words instead of the diagram (ResetNotice).
 */
export const TopologyPanel = ({ systems }: { readonly systems: readonly ChargeSystemSummary[] }) => {
  const intl = useIntl();
  const texts = useStateTexts();
  const headingId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = systems.find((system) => system.id === chosen) ?? systems[0];
  const { ref, near: inView } = useNearViewport();
  const query = useChargeSystemDetailQuery(selected === undefined || !inView ? skipToken : { id: selected.id });
  return (
    <section ref={ref} aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {intl.formatMessage(powerMessages.topology)}
        </h2>
        {selected !== undefined ? (
          <Select
            label={intl.formatMessage(powerMessages.chooseSystem)}
            value={selected.id}
            options={systems.map((system) => ({ value: system.id, label: system.name }))}
            onChange={setChosen}
            className="min-w-56"
          />
        ) : null}
      </div>
      {query.isError ? (
        <Placeholder
          kind="error"
          title={intl.formatMessage(powerMessages.topologyFailed)}
          description={loadErrorDetail(intl, query.error)}
          retryLabel={texts.retry}
          onRetry={() => void query.refetch()}
        />
      ) : query.data === undefined || query.data.system.id !== selected?.id ? (
        <Placeholder kind="loading" label={texts.loading} />
      ) : query.data.system.resetAt !== null ? (
        <ResetNotice resetAt={query.data.system.resetAt} timeZone={query.data.timeZone} />
      ) : (
        <>
          {query.data.chargers.length === 0 ? <p className="text-sm text-slate-700">{intl.formatMessage(powerMessages.noChargers)}</p> : null}
          <SystemTopology detail={query.data} />
        </>
      )}
    </section>
  );
};
