/** What a route shows in the browser tab: set by the route table, read by the root layout. */
export type RouteHandle = { title?: string };
