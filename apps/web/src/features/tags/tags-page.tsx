/** Placeholder: replaced by the issue 5 screen. */
export const TagsPage = () => null;

export const Component = TagsPage;
