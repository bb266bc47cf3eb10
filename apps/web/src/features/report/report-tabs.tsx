import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ReportKind } from '@yardfleet/contract/endpoints/reports';
import { reportKindWords } from '../../shared/i18n/report-words';
import { reportMessages } from './report-messages';
import { TabBar, TabPanel } from './tab-bar';

const tabClass = (isSelected: boolean): string =>
  clsx(
    '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-600',
    isSelected ? 'border-emerald-700 text-emerald-800' : 'border-transparent text-slate-600 hover:text-slate-900',
  );

/**
 * The report tabs (rules 10.1): `kinds` are the reports this company may open
 * (power-only companies: the power report alone); the selected tab's panel shows `children`.
 * Native buttons with the ARIA tabs pattern (tab-bar.tsx: arrow keys, Home, End, aria-selected),
 * not Headless UI's TabGroup, whose chunk and render would weigh on /report's first paint (rules 21.2).
 */
export const ReportTabs = ({
  kinds,
  selected,
  onSelect,
  children,
}: {
  readonly kinds: readonly ReportKind[];
  readonly selected: ReportKind;
  readonly onSelect: (kind: ReportKind) => void;
  readonly children: ReactNode;
}) => {
  const intl = useIntl();
  const idBase = useId();
  const shown = kinds.includes(selected) ? selected : (kinds[0] ?? selected);
  return (
    <div>
      <TabBar
        idBase={idBase}
        label={intl.formatMessage(reportMessages.tabs)}
        items={kinds.map((kind) => ({ key: kind, label: intl.formatMessage(reportKindWords[kind]) }))}
        selected={shown}
        onSelect={onSelect}
        className="flex flex-wrap gap-1 border-b border-slate-200"
        tabClassName={tabClass}
      />
      <TabPanel idBase={idBase} tabKey={shown} className="flex flex-col gap-4 pt-4 focus-visible:outline-2 focus-visible:outline-emerald-600">
        {children}
      </TabPanel>
    </div>
  );
};
