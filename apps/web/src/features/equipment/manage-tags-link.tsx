import { defineMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

const manageTags = defineMessage({
  id: 'equipment.filter.manageTags',
  defaultMessage: 'Manage tags',
  description: 'Link next to the tag filter of the equipment list, to /tags (tag groups and tags)',
});

/** The "Manage tags" link beside the equipment list's tag filter: opens /tags (rules 17.7). */
export const ManageTagsLink = () => {
  const intl = useIntl();
  return (
    <Link to="/tags" className="self-end pb-2 text-sm font-medium text-emerald-700 underline hover:text-emerald-900">
      {intl.formatMessage(manageTags)}
    </Link>
  );
};
