/** Placeholder: replaced by the issue 5 screen. */
export const WarehouseSetupPage = () => null;

export const Component = WarehouseSetupPage;
