/** Placeholder: replaced by the issue 5 screen. */
export const EquipmentDetailPage = () => null;

export const Component = EquipmentDetailPage;
