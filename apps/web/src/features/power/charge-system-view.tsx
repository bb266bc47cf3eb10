import { useIntl } from 'react-intl';
import type { ChargeSystemDetail } from '@yardfleet/contract/endpoints/power';
import type { Region } from '@yardfleet/domain/locale/region';
import type { DetailLoadResult } from '@yardfleet/data/load-result';
import { lastSeenText } from '../../shared/i18n/equipment-words';
import { OnlineStatusPill } from '../../shared/equipment-cells';
import { deviceWords } from '../../shared/i18n/device-words';
import { DetailPageStates } from '../../shared/detail-page-states';
import { TextLink } from '../../shared/text-link';
import { gatewayWords } from '../../shared/i18n/gateway-words';
import { ChargerCard } from './charger-card';
import { PlaceText } from './charge-system-list';
import { Card, Field, FieldList } from './detail-parts';
import { formatInTimeZone } from './power-format';
import { detailMessages } from './power-detail-messages';
import { powerMessages } from './power-messages';
import { ResetNotice } from './reset-notice';
import { SystemTopology } from './system-topology';
import { gatewayAnchor } from './topology-nodes';

/** What the detail shows: loading, a failed load (with the server's text), not found (1170010404), or the charge system. */
export type ChargeSystemResult = DetailLoadResult<ChargeSystemDetail>;

export interface ChargeSystemViewProps {
  readonly result: ChargeSystemResult;
  /** The page's region (rules 1.6): the date order and the low battery text. */
  readonly region: Region;
  /** The clock for "last connected" and "last report" (the buckets of rules 4.4). */
  readonly now: Date;
  readonly onRetry: () => void;
}

const BackLink = () => {
  const intl = useIntl();
  return <TextLink to="/power">{intl.formatMessage(detailMessages.backToOverview)}</TextLink>;
};

/** The charger gateway (rules 3.7): serial number, model, firmware, online status and last connection. */
const GatewayCard = ({ detail, region, now }: { readonly detail: ChargeSystemDetail; readonly region: Region; readonly now: Date }) => {
  const intl = useIntl();
  const { system } = detail;
  return (
    <Card id={gatewayAnchor} title={intl.formatMessage(gatewayWords.gateway)}>
      <FieldList>
        <Field label={intl.formatMessage(deviceWords.serialNumber)}>
          <span className="font-mono">{system.gatewaySerialNumber}</span>
        </Field>
        <Field label={intl.formatMessage(deviceWords.model)}>{system.gatewayModel}</Field>
        <Field label={intl.formatMessage(deviceWords.firmwareVersion)}>
          <span className="font-mono">{system.firmwareVersion}</span>
        </Field>
        <Field label={intl.formatMessage(deviceWords.status)}>
          <OnlineStatusPill status={system.onlineStatus} />
        </Field>
        <Field label={intl.formatMessage(deviceWords.lastConnected)}>
          {system.lastConnectedAt === null ? (
            lastSeenText(intl, null, now)
          ) : (
            <time dateTime={system.lastConnectedAt} title={formatInTimeZone(intl, system.lastConnectedAt, detail.timeZone, region)}>
              {lastSeenText(intl, system.lastConnectedAt, now)}
            </time>
          )}
        </Field>
      </FieldList>
    </Card>
  );
};

/** The page of a charge system that loaded: its name and place, the gateway, the topology, the chargers. */
const ChargeSystemBody = ({ detail, region, now }: { readonly detail: ChargeSystemDetail; readonly region: Region; readonly now: Date }) => {
  const intl = useIntl();
  const format = { timeZone: detail.timeZone, region };
  return (
    <article className="flex flex-col gap-4">
      <BackLink />
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold text-slate-900">{detail.system.name}</h1>
        <p className="text-sm text-slate-700">
          <PlaceText system={detail.system} />
        </p>
      </header>
      <GatewayCard detail={detail} region={region} now={now} />
      <Card title={intl.formatMessage(powerMessages.topology)}>
        {detail.system.resetAt !== null ? <ResetNotice resetAt={detail.system.resetAt} timeZone={detail.timeZone} /> : <SystemTopology detail={detail} />}
      </Card>
      <h2 className="text-lg font-semibold text-slate-900">{intl.formatMessage(detailMessages.chargers)}</h2>
      {detail.chargers.length === 0 ? (
        <p className="text-sm text-slate-700">{intl.formatMessage(powerMessages.noChargers)}</p>
      ) : (
        detail.chargers.map((charger) => <ChargerCard key={charger.id} charger={charger} now={now} format={format} />)
      )}
    </article>
  );
};

/**
 * /power/{id} (rules 11.3): the system's name and where it stands, a link back to
 * the overview, the gateway, the topology, then every charger with its ports and batteries (times
 * in the company's time zone). Loading, error (with Try again, the link back above it) and
 * not-found (link back) states come from DetailStates.
 */
export const ChargeSystemView = ({ result, region, now, onRetry }: ChargeSystemViewProps) => {
  return (
    <DetailPageStates result={result} messages={detailMessages} onRetry={onRetry} back={<BackLink />} backAboveError>
      {(detail) => <ChargeSystemBody detail={detail} region={region} now={now} />}
    </DetailPageStates>
  );
};
