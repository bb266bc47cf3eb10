import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ReportKind } from '@yardfleet/contract/endpoints/reports';
import { reportKindMessages, reportMessages } from './report-messages';

/**
 * The report tabs (SPEC 2; issue 10 item 1), Headless UI tabs (arrow keys move between them):
 * `kinds` are the reports this company may open (power-only companies: the power report alone);
 * the selected tab's panel shows `children`.
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
  const index = Math.max(0, kinds.indexOf(selected));
  return (
    <TabGroup
      selectedIndex={index}
      onChange={(next) => {
        const kind = kinds[next];
        if (kind !== undefined) onSelect(kind);
      }}
    >
      <TabList aria-label={intl.formatMessage(reportMessages.tabs)} className="flex flex-wrap gap-1 border-b border-slate-200">
        {kinds.map((kind) => (
          <Tab
            key={kind}
            className={({ selected: isSelected }) =>
              clsx(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-600',
                isSelected ? 'border-emerald-700 text-emerald-800' : 'border-transparent text-slate-600 hover:text-slate-900',
              )
            }
          >
            {intl.formatMessage(reportKindMessages[kind])}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {kinds.map((kind) => (
          <TabPanel key={kind} className="flex flex-col gap-4 focus-visible:outline-2 focus-visible:outline-emerald-600">
            {kind === selected ? children : null}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
};
