/** Placeholder: replaced by the issue 5 screen. */
export const WarehouseListPage = () => null;

export const Component = WarehouseListPage;
