import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from './icons';
import { Select } from './select';

const messages = defineMessages({
  navigation: { id: 'ui.pagination.label', defaultMessage: 'Pagination', description: 'Name of the paging controls under a list' },
  previous: { id: 'ui.pagination.previous', defaultMessage: 'Previous page', description: 'Button to the previous page of a list' },
  next: { id: 'ui.pagination.next', defaultMessage: 'Next page', description: 'Button to the next page of a list' },
  first: { id: 'ui.pagination.first', defaultMessage: 'First page', description: 'Button to the first page of a list' },
  last: { id: 'ui.pagination.last', defaultMessage: 'Last page', description: 'Button to the last page of a list' },
  pageSize: { id: 'ui.pagination.pageSize', defaultMessage: 'Rows per page', description: 'Label of the page size select' },
});

const statusMessage = defineMessage<{ page: number; pages: number; total: number }>({
  id: 'ui.pagination.status',
  defaultMessage: 'Page {page, number} of {pages, number} · {total, plural, one {# result} other {# results}}',
  description: 'Where the user is in a paged list and how many rows match',
});

const cappedStatusMessage = defineMessage<{ page: number; pages: number; total: number }>({
  id: 'ui.pagination.statusCapped',
  defaultMessage: 'Page {page, number} of the first {pages, number} · more than {total, number} results (narrow the filters to see the rest)',
  description: 'Where the user is in a paged list whose count stopped at a cap: more rows match than were counted, and the pages end at the cap',
});

export interface PaginationProps {
  /** Current page, 1-based. */
  readonly page: number;
  readonly pageSize: number;
  /** Rows matching the query, over all pages; with `totalCapped`, the rows counted (more match). */
  readonly total: number;
  /** True when the server stopped counting at `total` (rules 21.6): the status says "more than", and the pages end there. */
  readonly totalCapped?: boolean;
  /** Page sizes offered (rules 9.2: 10, 20, 50, 100). */
  readonly pageSizes: readonly number[];
  readonly onPageChange: (page: number) => void;
  readonly onPageSizeChange: (pageSize: number) => void;
}

/**
 * First/previous/next/last paging (a fleet of 100,000 machines has 2,000 pages of 50: the last page
 * is one click away, rules 21.6) with "Page x of y · n results" and a page size select, in a `nav`
 * landmark named "Pagination". A capped total reads "Page x of the first y · more than n results".
 */
export const Pagination = ({ page, pageSize, total, totalCapped = false, pageSizes, onPageChange, onPageSizeChange }: PaginationProps) => {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={intl.formatMessage(messages.navigation)} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {intl.formatMessage(totalCapped ? cappedStatusMessage : statusMessage, { page, pages, total })}
      </p>
      <div className="flex items-end gap-2">
        <Select
          label={intl.formatMessage(messages.pageSize)}
          hideLabel
          value={String(pageSize)}
          options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
          onChange={(value) => onPageSizeChange(Number(value))}
        />
        <Button variant="secondary" size="sm" aria-label={intl.formatMessage(messages.first)} disabled={page <= 1} onClick={() => onPageChange(1)}>
          <ChevronsLeftIcon />
        </Button>
        <Button variant="secondary" size="sm" aria-label={intl.formatMessage(messages.previous)} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon />
        </Button>
        <Button variant="secondary" size="sm" aria-label={intl.formatMessage(messages.next)} disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          <ChevronRightIcon />
        </Button>
        <Button variant="secondary" size="sm" aria-label={intl.formatMessage(messages.last)} disabled={page >= pages} onClick={() => onPageChange(pages)}>
          <ChevronsRightIcon />
        </Button>
      </div>
    </nav>
  );
};
