/**
 * The request log of the reporter's routes names the method and path only. The app-wide logger
 * already drops the address for these paths; repeating it on the route keeps it out even when
 * the path reaches the router spelled differently (percent-encoded, say).
 */
export const addressFreeRequest = (req: { method: string; url: string }) => ({
  method: req.method,
  url: req.url.split('?')[0],
});
