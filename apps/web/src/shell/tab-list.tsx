import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '@yardfleet/domain/routing/route-for';
import { useAppDispatch, useAppSelector } from '@yardfleet/data/hooks';
import { selectTabs, tabClosed } from '@yardfleet/data/slices/tabs';
import { CloseIcon } from '@yardfleet/ui/icons';
import { closeTabMessage, shellMessages } from './shell-messages';
import { usePathTitles } from './path-titles';

/**
 * The tab list of visited routes (rules 2.5, 3.11), from the store's tab state (a charge system's tab named
 * after it): each tab is a button that
 * switches to its route (aria-current on the current one); every tab but home has a close button.
 * Closing the current tab switches to the tab on its left.
 */
export const TabList = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { current, visited } = useAppSelector(selectTabs);
  const titles = usePathTitles(visited);
  const close = (path: string): void => {
    const index = visited.indexOf(path);
    dispatch(tabClosed(path));
    if (path === current) void navigate(visited[index - 1] ?? HOME_PATH);
  };
  return (
    <nav aria-label={intl.formatMessage(shellMessages.openPages)} className="border-b border-slate-200 bg-white px-3">
      <ul className="flex gap-1 overflow-x-auto py-1.5">
        {visited.map((path, index) => {
          const title = titles[index] ?? '';
          const isCurrent = path === current;
          return (
            <li
              key={path}
              className={clsx(
                'flex shrink-0 items-center rounded-md border text-sm',
                isCurrent ? 'border-emerald-600 bg-emerald-50 text-emerald-900' : 'border-slate-200 bg-white text-slate-700',
              )}
            >
              <button
                type="button"
                aria-current={isCurrent ? 'page' : undefined}
                onClick={() => void navigate(path)}
                className="px-3 py-1 focus-visible:outline-2 focus-visible:outline-emerald-600"
              >
                {title}
              </button>
              {path === HOME_PATH ? null : (
                <button
                  type="button"
                  aria-label={intl.formatMessage(closeTabMessage, { title })}
                  onClick={() => close(path)}
                  className="mr-1 rounded p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-emerald-600"
                >
                  <CloseIcon width={14} height={14} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
