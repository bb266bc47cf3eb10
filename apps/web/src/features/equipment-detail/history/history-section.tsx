import { useState } from 'react';
import type { EquipmentId } from '@yardfleet/domain/entities/ids';
import { useEquipmentHistoryQuery } from '@yardfleet/data/endpoints/security-log';
import { useCompanyTime } from '../../../shared/use-company-time';
import { useLoadResult } from '../../../shared/use-load-result';
import { HistoryView, type HistoryResult } from './history-view';

/**
 * The connected History tab of the equipment detail (rules 20.13): reads the machine's history
 * (`POST web/equipment/history`, every member; refetched on each visit and after a change of the
 * machine, which invalidates its tag) a page at a time, times in the company's zone.
 */
export const HistorySection = ({ equipmentId }: { readonly equipmentId: EquipmentId }) => {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const time = useCompanyTime();
  const query = useEquipmentHistoryQuery({ id: equipmentId, page, pageSize }, { refetchOnMountOrArgChange: true });
  const result: HistoryResult = useLoadResult(query, (data) => ({ items: data.items, total: data.total, refreshing: query.isFetching }));
  return (
    <HistoryView
      result={result}
      formatTime={time.format}
      onRetry={() => void query.refetch()}
      paging={{
        page,
        pageSize,
        total: query.data?.total ?? 0,
        onPageChange: setPage,
        onPageSizeChange: (size) => {
          setPageSize(size);
          setPage(1);
        },
      }}
    />
  );
};
