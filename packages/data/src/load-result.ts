/**
 * What a screen shows for data it loads through the data layer: the first load, a failed load (with
 * the server's text in `detail`, when there is one), or the data (`Ready`'s fields beside
 * `kind: 'ready'`). The views of every feature take one of these, so their loading, error and
 * ready states read alike.
 */
export type LoadResult<Ready extends object> =
  { readonly kind: 'loading' } | { readonly kind: 'error'; readonly detail?: string | undefined } | ({ readonly kind: 'ready' } & Readonly<Ready>);

/** A record opened by its id (a machine, a charge system, a gateway): also `notFound` when the caller's company has none. */
export type DetailLoadResult<Detail> = LoadResult<{ detail: Detail }> | { readonly kind: 'notFound' };

/** One page of a server-paged list: its rows, the total matching, and whether a newer page is on its way. */
export type PageLoadResult<Row> = LoadResult<{ items: readonly Row[]; total: number; refreshing: boolean }>;
