import { defineMessages, useIntl } from 'react-intl';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';

const messages = defineMessages({
  title: { id: 'powerHome.title', defaultMessage: 'Power overview', description: 'Heading of the power home (power-only companies)' },
  comingSoon: {
    id: 'powerHome.comingSoon',
    defaultMessage: 'The charge system overview with chargers, batteries and their topology comes with the power area.',
    description: 'Power home body until the power area is built',
  },
});

/** The power home of power-only companies (SPEC 2, 4): the company name and what the power area will show. */
export const PowerHomePage = () => {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(messages.title)}</h1>
      {user?.companyName ? <p className="text-lg text-emerald-800">{user.companyName}</p> : null}
      <p className="max-w-2xl text-sm text-slate-600">{intl.formatMessage(messages.comingSoon)}</p>
    </section>
  );
};

export const Component = PowerHomePage;
